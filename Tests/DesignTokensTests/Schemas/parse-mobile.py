#!/usr/bin/env python3
"""Parses an exported Compose (Kotlin) or Flutter (Dart) theme with the tree-sitter grammars from
PyPI (tree-sitter, tree-sitter-kotlin, tree-sitter-dart) and prints, as JSON:
  errors     every ERROR or MISSING node, as "line:column type" (empty when the file parses);
  kotlin:    typography  Material 3 role -> the IosTextStyles member it is set to, from the
                         `Typography(...)` call's named arguments;
             textStyles  member -> the named arguments of its `TextStyle(...)` call;
  dart:      roles       Material 3 role -> the named arguments of its `TextStyle(...)`.
Usage: parse-mobile.py kotlin|dart FILE"""
import json
import sys

from tree_sitter import Language, Parser

kind, path = sys.argv[1], sys.argv[2]
if kind == "kotlin":
    import tree_sitter_kotlin as grammar
else:
    import tree_sitter_dart as grammar
tree = Parser(Language(grammar.language())).parse(open(path, "rb").read())


def walk(node):
    yield node
    for child in node.children:
        yield from walk(child)


def text(node):
    return node.text.decode("utf-8")


out = {"errors": [f"{n.start_point[0] + 1}:{n.start_point[1] + 1} {n.type}"
                  for n in walk(tree.root_node) if n.is_error or n.is_missing]}

if kind == "kotlin":
    def labels(call):
        args = next((c for c in call.children if c.type == "value_arguments"), None)
        found = []
        for arg in (args.children if args else []):
            if arg.type == "value_argument" and len(arg.children) >= 3 and arg.children[1].type == "=":
                found.append((text(arg.children[0]), arg.children[2]))
        return found

    out["typography"], out["textStyles"] = {}, {}
    for node in walk(tree.root_node):
        if node.type != "call_expression" or not node.children:
            continue
        callee = text(node.children[0])
        if callee == "Typography":
            for label, value in labels(node):
                out["typography"][label] = text(value).split(".")[-1]
        elif callee == "TextStyle" and node.parent is not None and node.parent.type == "property_declaration":
            declaration = next((c for c in node.parent.children if c.type == "variable_declaration"), None)
            if declaration is not None:
                out["textStyles"][text(declaration).split(":")[0].strip()] = [label for label, _ in labels(node)]
else:
    out["roles"] = {}
    for node in walk(tree.root_node):
        if node.type != "named_argument":
            continue
        label = next((c for c in node.children if c.type == "label"), None)
        value = [c for c in node.children if c.type != "label"]
        if label is None or not value or text(value[0]) != "TextStyle":
            continue
        names = [text(next(c for c in arg.children if c.type == "label")).rstrip(":").strip()
                 for arg in walk(node) if arg.type == "named_argument" and arg is not node]
        out["roles"][text(label).rstrip(":").strip()] = names

print(json.dumps(out))
