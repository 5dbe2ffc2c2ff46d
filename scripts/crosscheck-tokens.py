#!/usr/bin/env python3
"""Cross-checks the source lint's Kotlin and Dart tokenizers against tree-sitter's grammars
(tree-sitter-kotlin and tree-sitter-dart from PyPI; scripts/run-tests.sh installs them).

Reads a JSON list of {"path", "dialect", "strings": [[line, column]…], "comments": [[line,
column]…]} (1-based lines, 1-based byte columns: where our tokenizer starts each string and each
comment) and checks that every string literal and every comment tree-sitter finds outside
another string starts at a place where ours starts one, and the other way round. Prints
"tokens: ok, N strings, M comments" or each difference, and exits 1 on a difference.
"""
import json
import sys

import tree_sitter_dart
import tree_sitter_kotlin
from tree_sitter import Language, Parser

GRAMMARS = {
    "kotlin": (tree_sitter_kotlin.language(), {"string_literal", "multiline_string_literal", "character_literal"},
               {"line_comment", "multiline_comment", "block_comment"}),
    "dart": (tree_sitter_dart.language(), {"string_literal"}, {"comment", "documentation_comment"}),
}


def walk(node, strings, comments, kinds, spans, inside_string=False):
    lang_strings, lang_comments = kinds
    here = (node.start_point[0] + 1, node.start_point[1] + 1)
    if node.type in lang_comments and not inside_string:
        comments.add(here)
        return
    if node.type in lang_strings and not inside_string:
        strings.add(here)
        spans.append((here, (node.end_point[0] + 1, node.end_point[1] + 1)))
        inside_string = True
    for child in node.children:
        walk(child, strings, comments, kinds, spans, inside_string)


def main(path):
    files = json.load(open(path, encoding="utf-8"))
    problems = []
    n_strings = n_comments = 0
    for f in files:
        language, string_types, comment_types = GRAMMARS[f["dialect"]]
        tree = Parser(Language(language)).parse(open(f["path"], "rb").read())
        if tree.root_node.has_error:
            problems.append(f"{f['path']}: tree-sitter could not parse it; not compared")
            continue
        strings, comments, spans = set(), set(), []
        walk(tree.root_node, strings, comments, (string_types, comment_types), spans)
        ours_strings = {tuple(p) for p in f["strings"]}
        ours_comments = {tuple(p) for p in f["comments"]}
        # Dart's adjacent strings ('a' 'b') are one literal to tree-sitter, several tokens to us:
        # compare tree-sitter's starts with ours.
        for p in sorted(strings - ours_strings):
            problems.append(f"{f['path']}:{p[0]}:{p[1]}: a string to tree-sitter, not to us")
        for p in sorted(comments ^ ours_comments):
            side = "tree-sitter" if p in comments else "us"
            problems.append(f"{f['path']}:{p[0]}:{p[1]}: a comment only to {side}")
        # Ours may start more strings inside one of tree-sitter's (adjacent strings).
        extra = {p for p in ours_strings - strings if not any(a <= p < b for a, b in spans)}
        for p in sorted(extra):
            problems.append(f"{f['path']}:{p[0]}:{p[1]}: a string to us, not to tree-sitter")
        n_strings += len(strings)
        n_comments += len(comments)
    for p in problems:
        print(f"tokens: {p}")
    if problems:
        return 1
    print(f"tokens: ok, {n_strings} strings, {n_comments} comments in {len(files)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
