// The words that say what an article is about, apart from the words that name a kind of article or a year: the
// related-article search and the editor's link places both leave those out (matched alone, they relate everything).
const GENERIC_WORDS: ReadonlySet<string> = new Set(
  "a an and or not the of for to in on at by with from vs versus your you our my is are it its this that how what why best top new review reviews reviewed guide guides award awards brutal news honest worth buy buying".split(
    " ",
  ),
);

export function isGenericWord(word: string): boolean {
  return GENERIC_WORDS.has(word.toLowerCase()) || /^(?:19|20)\d\d$/.test(word);
}

const MAX_TOPIC_WORDS = 24;

/** The words of a topic a related article's title or excerpt should hold (any one of them matches), once each. */
export function topicWords(topic: ReadonlyArray<string | null | undefined>): string[] {
  const words = new Set<string>();
  for (const phrase of topic) {
    for (const word of (phrase ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < 2 || isGenericWord(word)) continue;
      words.add(word);
      if (words.size >= MAX_TOPIC_WORDS) return [...words];
    }
  }
  return [...words];
}
