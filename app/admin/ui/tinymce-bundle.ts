// TinyMCE 8 self-hosted from the npm package: core, model, theme, icons, skins and plugins, all bundled.
// Only ever loaded through `import()` by RichTextEditor, so it stays out of every public page.
import tinymce from "tinymce/tinymce";
import "tinymce/models/dom/model";
import "tinymce/themes/silver";
import "tinymce/icons/default";
// Skins register themselves as resources, so TinyMCE never requests CSS files (keep skin/content_css at their names).
import "tinymce/skins/ui/oxide-dark/skin.js";
import "tinymce/skins/ui/oxide-dark/content.js";
import "tinymce/skins/content/dark/content.js";
import "tinymce/plugins/lists";
import "tinymce/plugins/link";
import "tinymce/plugins/image";
import "tinymce/plugins/table";
import "tinymce/plugins/media";
import "tinymce/plugins/code";
import "tinymce/plugins/fullscreen";
import "tinymce/plugins/wordcount";
import "tinymce/plugins/autoresize";
import "tinymce/plugins/help";
// The help plugin would otherwise fetch its keyboard-navigation page at runtime.
import "tinymce/plugins/help/js/i18n/keynav/en.js";

export { Editor } from "@tinymce/tinymce-react";
export { tinymce };
