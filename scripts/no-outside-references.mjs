// An ESLint rule: comments point at what the repository holds, docs/product.md (by heading) or a
// decision record under docs/decisions/, never at the sections of a specification kept
// elsewhere or at the numbers of an issue tracker nobody reading the code has. Comments only:
// strings and code are left alone. Consecutive line comments are read as one text, and block
// comments across their lines, so a reference split over two lines is still found.

/** Between two words of a comment: spaces or line breaks, with the markers of the next line. */
const GAP = String.raw`(?:\s+(?:\*(?!\/)|\/\/)?)+`;

/** What a reference to the outside looks like, and the message that says so. */
export const PATTERNS = [
  {
    messageId: 'specSection',
    // "<spec> section 4", "<spec> sections 2 and 5", "<spec> §4", in any case.
    regex: new RegExp(String.raw`\bspec(?:ification)?${GAP}(?:sections?\b|§)`, 'gi'),
  },
  {
    messageId: 'specSection',
    // The specification's own name, upper case, as the old comments wrote it.
    regex: /\bSPEC\b/g,
  },
  {
    messageId: 'issueNumber',
    // The word issue (or issues), in any case, then a number, with or without a '#'.
    regex: new RegExp(String.raw`\bissues?${GAP}#?\d|\bissues?#\d`, 'gi'),
  },
];

/** Comments that read as one text: consecutive `//` lines, or a single block comment. */
function commentGroups(comments) {
  const groups = [];
  for (const comment of comments) {
    const last = groups.at(-1)?.at(-1);
    const continues =
      last &&
      last.type === 'Line' &&
      comment.type === 'Line' &&
      comment.loc.start.line === last.loc.end.line + 1;
    if (continues) groups.at(-1).push(comment);
    else groups.push([comment]);
  }
  return groups;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noOutsideReferences = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Comments point at docs/product.md or a decision record, not at an outside specification or issue tracker.',
    },
    schema: [],
    messages: {
      specSection:
        'Point at the rule in docs/product.md (e.g. docs/product.md, "Application status") or at a decision record, not at a section of a specification outside the repository.',
      issueNumber:
        'An issue number points at a tracker outside the repository: say what the rule is, or name its decision record (decision NNNN).',
    },
  },
  create(context) {
    const { sourceCode } = context;
    return {
      Program() {
        for (const group of commentGroups(sourceCode.getAllComments())) {
          const start = group[0].range[0];
          const text = sourceCode.text.slice(start, group.at(-1).range[1]);
          const reported = new Set();
          for (const { messageId, regex } of PATTERNS) {
            for (const match of text.matchAll(regex)) {
              if (reported.has(match.index)) continue;
              reported.add(match.index);
              context.report({
                messageId,
                loc: {
                  start: sourceCode.getLocFromIndex(start + match.index),
                  end: sourceCode.getLocFromIndex(start + match.index + match[0].length),
                },
              });
            }
          }
        }
      },
    };
  },
};

/** The plugin eslint.config.js registers as `repo`. */
export default { rules: { 'no-outside-references': noOutsideReferences } };
