// html-encoding-sniffer ships no types: the HTML standard's encoding sniffing over a page's bytes, answering an
// encoding's name (the default when neither a byte-order mark, the transport's label nor a `<meta>` names one).
declare module "html-encoding-sniffer" {
  export default function sniffHtmlEncoding(
    bytes: Uint8Array,
    options?: { xml?: boolean; transportLayerEncodingLabel?: string; defaultEncoding?: string },
  ): string;
}
