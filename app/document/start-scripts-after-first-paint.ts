// The inline script that starts a page's scripts after its first paint (decision 032), written as a real function so
// the linter, the formatter and the type checker see it; app/document/inert-module-scripts.server.ts inlines its source,
// called with the rel and type the server wrote the inert elements under. It runs in the browser before any module,
// so it uses nothing but the DOM and stays small.

/**
 * Waits for the page's first contentful paint (the browser reports it once the frame is on screen), then adds a real
 * modulepreload per inert one (every file at once, instead of one import revealing the next) and runs the module
 * script's text as a module, both with this script's nonce (read while it runs: the browser hides the attribute
 * afterwards). Without paint timing, after the second frame; in any case within two seconds.
 */
export function startScriptsAfterFirstPaint(inertPreloadRel: string, inertScriptType: string): void {
  const nonce = document.currentScript instanceof HTMLScriptElement ? document.currentScript.nonce : "";
  let started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll(`link[rel="${inertPreloadRel}"]`).forEach((inert) => {
      const preload = document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = inert.getAttribute("href") ?? "";
      if (nonce) preload.nonce = nonce;
      document.head.appendChild(preload);
    });
    const inertScript = document.querySelector(`script[type="${inertScriptType}"]`);
    if (!inertScript) return;
    const script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = inertScript.textContent;
    document.head.appendChild(script);
  }
  setTimeout(start, 2000);
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes("paint")) {
    new Observer((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        start();
      }
    }).observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(start));
  }
}
