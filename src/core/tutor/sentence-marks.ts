// Marks of a lesson's sentence that several answers read alike: whether it gives a sum, and whether it
// is spoken to the learner rather than told as a fact of the story.

/** A sentence that gives a sum of money or a rate ("$25 million", "£10", "20 percent"), not only a date or an age. */
export const SUM = /\$\s?\d|£\s?\d|\d\s?(?:%|percent\b)|\b\d[\d,.]* (?:million|billion|trillion)\b/i;

/** A sentence spoken to the learner ("you") or asking something: not a fact of the story. */
export const ADDRESSED = /\byou(?:r)?\b|\?$|^(?:Who|What|Which|Why|How|When)\b/i;
