// A page's breadcrumb trail ("Home › Forums › CSS › .last-child or???"): the steps that link to the sections above
// the page, then the page itself, a last step that links nowhere.
import { elementsUnder, leadingTextOf, normalizeText } from "./html-document.server";

const TRAIL_MARK = /breadcrumb/i;
const TRAIL_STEPS_READ = 200;
const STEP_CHARS = 200;

/** Whether an element is a breadcrumb trail by its class or id, the outermost one (its steps may be classed too). */
export function isBreadcrumbTrail(element: Element): boolean {
  return (
    TRAIL_MARK.test(`${element.getAttribute("class") ?? ""} ${element.id}`) &&
    !element.parentElement?.closest("[class*=breadcrumb i], [id*=breadcrumb i]")
  );
}

/** The words of a trail's last step that links nowhere (the page itself), or "" where it has none. */
export function lastUnlinkedStep(trail: Element): string {
  const steps = elementsUnder(trail, TRAIL_STEPS_READ).filter(
    (step) => !step.firstElementChild && !step.closest("a[href]"),
  );
  const last = normalizeText(leadingTextOf(steps.at(-1), STEP_CHARS + 1));
  return last.length <= STEP_CHARS ? last : "";
}

/** The words of the trail's steps that link to a section. */
export function linkedSteps(trail: Element): string[] {
  return elementsUnder(trail, TRAIL_STEPS_READ)
    .filter((step) => step.localName === "a" && step.hasAttribute("href"))
    .map((link) => normalizeText(leadingTextOf(link, STEP_CHARS)));
}
