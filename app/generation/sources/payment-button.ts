// A payment provider's "buy now" button on a page with no shop behind it (a blog post selling its one sticker): a
// form whose hidden fields name the item, its amount and its currency (`item_name`, `amount`, `currency_code`, the
// fields payment providers' button generators write). Such a form is the page's buy box.
import { normalizeText } from "./html-document.server";

export interface TPaymentButtonItem {
  name: string;
  price: string;
}

const FORMS_READ = 50;
const FIELDS_READ = 60;
// A button that collects a gift or a subscription sells no item ("_donations", "_xclick-subscriptions").
const NOT_A_SALE = /donat|subscri|spend|support|tip jar/i;
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;

function fieldsOf(form: Element): Map<string, string> {
  const fields = new Map<string, string>();
  for (const input of [...form.querySelectorAll("input[name]")].slice(0, FIELDS_READ)) {
    const name = (input.getAttribute("name") ?? "").toLowerCase();
    if (!fields.has(name)) fields.set(name, normalizeText(input.getAttribute("value")).slice(0, 200));
  }
  return fields;
}

/**
 * The one item the page sells through payment buttons: its name and price from the form's hidden fields ("USD
 * 4.00"). None where the forms sell more than one item (a list of buttons is a list of products), collect gifts or
 * subscriptions, or give no amount (a button kept by the provider, its price not on the page).
 */
export function paymentButtonItem(document: Document): TPaymentButtonItem | undefined {
  const items = new Map<string, TPaymentButtonItem>();
  for (const form of [...document.querySelectorAll("form")].slice(0, FORMS_READ)) {
    const fields = fieldsOf(form);
    const name = fields.get("item_name");
    const amount = fields.get("amount");
    if (!name || !amount || !AMOUNT.test(amount)) continue;
    if (NOT_A_SALE.test(`${fields.get("cmd") ?? ""} ${name}`)) return undefined;
    const currency = fields.get("currency_code")?.toUpperCase();
    const price = /^[A-Z]{3}$/.test(currency ?? "") ? `${currency} ${amount}` : amount;
    items.set(name.toLowerCase(), { name, price });
  }
  return items.size === 1 ? items.values().next().value : undefined;
}
