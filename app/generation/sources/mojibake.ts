// Text a shop stored garbled: UTF-8 bytes read once as Windows-1252 or Latin-1 before they reached the page
// ("weiÃŸ" for "weiß", "GrÃ¶ÃŸe" for "Größe"). A browser shows it garbled; the shop meant the repaired text.

// Windows-1252's characters for the bytes 0x80 to 0x9f (Latin-1 reads them as C1 controls, U+0080 to U+009F)
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const BYTE_OF = new Map<string, number>([...WINDOWS_1252_HIGH].map((char, index) => [char, 0x80 + index]));

// A lead byte of a two- or three-byte UTF-8 sequence (Â to ï) read as one character, then a continuation byte
const GARBLED = /[\u00c2-\u00ef][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u;
const MAX_REPAIRED = 400;

/** The text its UTF-8 bytes meant, where every character is one byte of Windows-1252 and the bytes are valid UTF-8
 * with a letter beyond ASCII; else the text as it is ("Ã la carte" stays). */
export function repairMojibake(text: string): string {
  if (text.length > MAX_REPAIRED || !GARBLED.test(text)) return text;
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const byte = code <= 0xff ? code : BYTE_OF.get(text[index]!);
    if (byte === undefined) return text;
    bytes[index] = byte;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return text;
  }
}
