"""Checks a DTCG Resolver Module 2025.10 document by the rules of the module's text
(technical-reports/resolver/syntax.md and resolution-logic.md of design-tokens/community-group),
then resolves it: for every modifier, each of its contexts with the other modifiers at their
defaults, the sources are merged in resolution order (a later token replaces an earlier one) and
the merged document must pass validate-dtcg.py's checks (the 2025.10 format schema beside this
file, and every alias naming a token).

Prints JSON: {"problems": [...], "resolutions": {"MODIFIER=CONTEXT": {"path.to.fontSize": px}}}.
Exit 1 on any problem. Usage: validate-resolver.py RESOLVER.json"""
import json, os, sys
import jsonschema

here = os.path.dirname(os.path.abspath(__file__))
schema = json.load(open(os.path.join(here, "dtcg-format-2025.10.schema.json")))
path = sys.argv[1]
base = os.path.dirname(os.path.abspath(path))
doc = json.load(open(path))
problems = []

ROOT_KEYS = {"name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs"}
for key in doc:
    if key not in ROOT_KEYS:
        problems.append(f"root: unknown property {key}")
if doc.get("version") != "2025.10":
    problems.append("root: version MUST be 2025.10")
if not isinstance(doc.get("resolutionOrder"), list):
    problems.append("root: resolutionOrder is required and is an array")


def is_ref(node):
    return isinstance(node, dict) and "$ref" in node


def pointer(target):
    """A same-document JSON pointer (#/a/b) resolved in doc, or None."""
    node = doc
    for part in target[2:].split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def sources_of(node, where, seen, in_modifier):
    """The token documents a source array stands for, in order (references followed)."""
    out = []
    if not isinstance(node, list):
        problems.append(f"{where}: sources MUST be an array")
        return out
    for i, source in enumerate(node):
        here_ = f"{where}[{i}]"
        if is_ref(source):
            target = source["$ref"]
            if not isinstance(target, str) or len(source) != 1:
                problems.append(f"{here_}: a reference object has one string $ref")
                continue
            if target in seen:
                problems.append(f"{here_}: circular reference {target}")
                continue
            if target.startswith("#/resolutionOrder"):
                problems.append(f"{here_}: resolution order items MUST NOT be referenced")
            elif target.startswith("#/modifiers"):
                problems.append(f"{here_}: {'a modifier MUST NOT reference a modifier' if in_modifier else 'a source cannot be a modifier'}")
            elif target.startswith("#/sets/"):
                referenced = pointer(target)
                if not isinstance(referenced, dict):
                    problems.append(f"{here_}: {target} resolves to nothing")
                else:
                    out += sources_of(referenced.get("sources"), target, seen | {target}, in_modifier)
            elif target.startswith("#"):
                problems.append(f"{here_}: {target} is not a set")
            else:
                file = os.path.normpath(os.path.join(base, target))
                if not os.path.isfile(file):
                    problems.append(f"{here_}: {target} is not a file beside the document")
                else:
                    out.append(json.load(open(file)))
        elif isinstance(source, dict):
            out.append(source)
        else:
            problems.append(f"{here_}: a source is a reference object or inline tokens")
    return out


sets = doc.get("sets", {})
modifiers = doc.get("modifiers", {})
for name, s in sets.items():
    if not isinstance(s, dict) or "sources" not in s:
        problems.append(f"sets/{name}: a set MUST contain sources")
    else:
        sources_of(s["sources"], f"sets/{name}", {f"#/sets/{name}"}, False)
for name, m in modifiers.items():
    contexts = m.get("contexts") if isinstance(m, dict) else None
    if not isinstance(contexts, dict) or not contexts:
        problems.append(f"modifiers/{name}: a modifier MUST declare a non-empty contexts map")
        continue
    if len(contexts) == 1:
        problems.append(f"modifiers/{name}: one context is the equivalent of a set (tools SHOULD throw)")
    if "default" in m and m["default"] not in contexts:
        problems.append(f"modifiers/{name}: default {m['default']} is not one of the contexts")
    for context, sources in contexts.items():
        sources_of(sources, f"modifiers/{name}/contexts/{context}", set(), True)

order = []  # (kind, name, item)
names = set()
for i, item in enumerate(doc.get("resolutionOrder", []) or []):
    where = f"resolutionOrder[{i}]"
    if is_ref(item):
        target = item["$ref"]
        if isinstance(target, str) and target.startswith("#/sets/") and pointer(target) is not None:
            kind, name, node = "set", target[len("#/sets/"):], pointer(target)
        elif isinstance(target, str) and target.startswith("#/modifiers/") and pointer(target) is not None:
            kind, name, node = "modifier", target[len("#/modifiers/"):], pointer(target)
        else:
            problems.append(f"{where}: {target} names no set or modifier")
            continue
    elif isinstance(item, dict) and item.get("type") in ("set", "modifier") and isinstance(item.get("name"), str):
        kind, name, node = item["type"], item["name"], item
    else:
        problems.append(f"{where}: an inline set or modifier needs name and type")
        continue
    if (kind, name) in names:
        problems.append(f"{where}: {name} appears twice")
    names.add((kind, name))
    order.append((kind, name, node))


def merge(into, layer):
    for key, value in layer.items():
        if isinstance(value, dict) and "$value" not in value and isinstance(into.get(key), dict) and "$value" not in into[key]:
            merge(into[key], value)
        else:
            into[key] = json.loads(json.dumps(value))


def resolve(inputs):
    merged = {}
    for kind, name, node in order:
        if kind == "set":
            layers = sources_of(node.get("sources"), f"sets/{name}", set(), False)
        else:
            context = inputs.get(name, node.get("default"))
            if context not in node.get("contexts", {}):
                problems.append(f"input: {name} has no context {context} and no default")
                continue
            layers = sources_of(node["contexts"][context], f"modifiers/{name}/contexts/{context}", set(), True)
        for layer in layers:
            merge(merged, layer)
    return merged


def check(merged, label):
    for e in jsonschema.Draft202012Validator(schema).iter_errors(merged):
        problems.append(f"{label}: schema: {'/'.join(map(str, e.absolute_path))}: {e.message}")

    def lookup(dotted):
        node = merged
        for part in dotted.split("."):
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
                problems.append(f"{label}: alias: {'.'.join(where)}: {node} names no token")
    walk(merged, [])

    sizes = {}
    def collect(node, where):
        if isinstance(node, dict):
            if "$value" in node:
                if where[-1] == "fontSize" and isinstance(node["$value"], dict):
                    sizes[".".join(where)] = node["$value"].get("value")
                return
            for key, value in node.items():
                collect(value, where + [key])
    collect(merged, [])
    return sizes


resolutions = {}
if not problems:
    runs = [("default", {})] + [(f"{name}={context}", {name: context})
                                for kind, name, node in order if kind == "modifier"
                                for context in node.get("contexts", {})]
    for label, inputs in runs:
        resolutions[label] = check(resolve(inputs), label)
print(json.dumps({"problems": problems[:40], "resolutions": resolutions}))
sys.exit(1 if problems else 0)
