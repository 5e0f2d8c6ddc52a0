// An order form: a form that puts the product in the cart (action "/checkout/cart/add/", "basket", "panier",
// "warenkorb", …, or a form so named). Shop systems wrap the whole product in it (its name, buy box, brand and specification rows), so
// its rows are the product's own, unlike a search, log-in or newsletter form's. "Cartridges" names no cart (a content
// system's parts in a search form's address, "/cartridges/HeaderSearchBox/…", an ink shop's category).
const CART_ADDRESS =
  /cart(?!ridge)|basket|panier|warenkorb|carrito|carrello|koszyk|korzin|winkelwagen|kosik|ostukorv|grozs/i;

// (old shop software names the form instead: <form name="shopcart" action="LocalShopList.html">)
export function isOrderForm(form: Element | null): form is HTMLFormElement {
  return (
    form?.tagName === "FORM" &&
    CART_ADDRESS.test(
      `${(form.getAttribute("action") ?? "").slice(0, 500)} ${(form.getAttribute("name") ?? "").slice(0, 100)}`,
    )
  );
}
