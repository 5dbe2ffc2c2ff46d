"""Validates a design-tool export against the schema beside this file, then checks the rules the
published docs state in prose. Prints one line per problem; exit 1 on any.
Usage: validate-design-tools.py tokens-studio|figma-variables|style-dictionary FILE-OR-DIRECTORY"""
import glob, json, os, sys
import jsonschema

here = os.path.dirname(os.path.abspath(__file__))
kind, path = sys.argv[1], sys.argv[2]
schemas = {"tokens-studio": "tokens-studio.schema.json", "figma-variables": "figma-variables-post.schema.json",
           "style-dictionary": "style-dictionary-v4-config.schema.json"}
schema = json.load(open(os.path.join(here, schemas[kind])))
doc = json.load(open(os.path.join(path, "config.json") if kind == "style-dictionary" else path))
problems = [f"schema: {'/'.join(map(str, e.absolute_path))}: {e.message}"
            for e in jsonschema.Draft202012Validator(schema).iter_errors(doc)]


def tokens_studio():
    sets = {k: v for k, v in doc.items() if not k.startswith("$")}
    order = doc["$metadata"]["tokenSetOrder"]
    if sorted(order) != sorted(sets):
        problems.append(f"metadata: tokenSetOrder {order} is not the sets {sorted(sets)}")

    def lookup(tree, dotted):
        node = tree
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                return None
            node = node[part]
        return node if isinstance(node, dict) and "value" in node else None

    def refs(node, where):
        if isinstance(node, dict):
            for k, v in node.items():
                yield from refs(v, where + [k])
        elif isinstance(node, str) and node.startswith("{") and node.endswith("}"):
            yield where, node[1:-1]

    ids = [t["id"] for t in doc["$themes"]]
    if len(ids) != len(set(ids)):
        problems.append("themes: ids are not unique")
    for theme in doc["$themes"]:
        active = [s for s, status in theme["selectedTokenSets"].items() if status in ("enabled", "source")]
        for s in theme["selectedTokenSets"]:
            if s not in sets:
                problems.append(f"theme {theme['id']}: selects '{s}', which is no token set")
        # References resolve against the sets the theme turns on (source or enabled), later sets winning.
        merged = {}
        def merge(a, b):
            for k, v in b.items():
                if isinstance(v, dict) and "value" not in v and isinstance(a.get(k), dict):
                    merge(a[k], v)
                else:
                    a[k] = v
        for s in order:
            if s in active:
                merge(merged, json.loads(json.dumps(sets[s])))
        for s in active:
            if theme["selectedTokenSets"][s] != "enabled":
                continue
            for where, ref in refs(sets.get(s, {}), [s]):
                if lookup(merged, ref) is None:
                    problems.append(f"theme {theme['id']}: {'.'.join(where)}: {{{ref}}} names no token in its sets")


def figma_variables():
    ids = [c.get("id") for c in doc.get("variableCollections", [])] + \
          [m["id"] for m in doc.get("variableModes", []) if m["action"] == "CREATE"] + \
          [v.get("id") for v in doc.get("variables", [])]
    if len(ids) != len(set(ids)):
        problems.append("ids: temporary ids are not unique in the body")
    collections = {c["id"]: c for c in doc.get("variableCollections", [])}
    modes = {}
    for c in collections.values():
        modes.setdefault(c["id"], [c.get("initialModeId")])
    names_by_mode = {}
    for m in doc.get("variableModes", []):
        if m["variableCollectionId"] not in collections:
            problems.append(f"mode {m['id']}: collection {m['variableCollectionId']} is not in the body")
            continue
        if m["action"] == "UPDATE" and m["id"] not in modes[m["variableCollectionId"]]:
            problems.append(f"mode {m['id']}: updates a mode that is not the collection's initial mode")
        if m["action"] == "CREATE":
            modes[m["variableCollectionId"]].append(m["id"])
        names_by_mode.setdefault(m["variableCollectionId"], []).append(m.get("name"))
    for c, ms in modes.items():
        if len(ms) > 40:
            problems.append(f"collection {c}: {len(ms)} modes, more than the 40 allowed")
        names = names_by_mode.get(c, [])
        if len(names) != len(set(names)):
            problems.append(f"collection {c}: mode names are not unique")
    variables = {v["id"]: v for v in doc.get("variables", [])}
    per_collection = {}
    for v in variables.values():
        per_collection.setdefault(v["variableCollectionId"], []).append(v["name"])
    for c, names in per_collection.items():
        if len(names) != len(set(names)):
            problems.append(f"collection {c}: variable names are not unique")
        if len(names) > 5000:
            problems.append(f"collection {c}: more than 5000 variables")
    seen = set()
    kinds = {"FLOAT": (int, float), "STRING": (str,), "BOOLEAN": (bool,)}
    for mv in doc.get("variableModeValues", []):
        v = variables.get(mv["variableId"])
        if v is None:
            problems.append(f"value: {mv['variableId']} is no variable in the body")
            continue
        if mv["modeId"] not in modes.get(v["variableCollectionId"], []):
            problems.append(f"value: {mv['variableId']}: mode {mv['modeId']} is not in its collection")
        want = kinds.get(v["resolvedType"])
        if want and (not isinstance(mv["value"], want) or (v["resolvedType"] == "FLOAT" and isinstance(mv["value"], bool))):
            problems.append(f"value: {mv['variableId']} in {mv['modeId']}: {mv['value']!r} is not {v['resolvedType']}")
        seen.add((mv["variableId"], mv["modeId"]))
    for v in variables.values():
        for m in modes.get(v["variableCollectionId"], []):
            if (v["id"], m) not in seen:
                problems.append(f"value: {v['name']} has no value in mode {m}")
    if len(json.dumps(doc).encode()) > 4 * 1024 * 1024:
        problems.append("body: larger than the 4 MB the endpoint accepts")


def style_dictionary():
    matched = []
    for pattern in doc.get("source", []):
        matched += glob.glob(os.path.join(path, pattern), recursive=True)
    if not matched:
        problems.append(f"source: {doc.get('source')} matches no token file in {path}")
    for f in matched:
        json.load(open(f))


{"tokens-studio": tokens_studio, "figma-variables": figma_variables, "style-dictionary": style_dictionary}[kind]()
for p in problems[:20]:
    print(p)
sys.exit(1 if problems else 0)
