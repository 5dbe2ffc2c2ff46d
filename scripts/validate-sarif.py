#!/usr/bin/env python3
"""Validates a SARIF log from `typography lint --format sarif`.

1. sarif-pydantic's SARIF 2.1.0 models (from PyPI; scripts/run-tests.sh installs them) must
   accept the log.
2. What GitHub code scanning needs, which those models leave open (they allow extra fields and
   any version): version 2.1.0, a driver with rules, each result's ruleId among the rules (whose
   helpUri, when there is one, is an absolute URI: GitHub links it as it is), a level of note/warning/error, a relative artifact URI, a region with a start line,
   and a non-empty partialFingerprints.

Prints "sarif: ok, N results" and exits 0, or prints each problem and exits 1.
"""
import json
import sys

from sarif_pydantic import sarif


def main(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    sarif.Sarif.model_validate(data)
    problems = []
    if data.get("version") != "2.1.0":
        problems.append(f"version is {data.get('version')!r}, not '2.1.0'")
    count = 0
    for run in data.get("runs", []):
        rules = run["tool"]["driver"].get("rules", [])
        ids = [r["id"] for r in rules]
        for r in rules:
            uri = r.get("helpUri")
            if uri is not None and "://" not in uri:
                problems.append(f"rule {r['id']} has a helpUri that is not absolute: {uri!r}")
        for res in run.get("results", []):
            count += 1
            where = f"result {count}"
            if res.get("ruleId") not in ids:
                problems.append(f"{where}: ruleId {res.get('ruleId')!r} is not among the driver's rules")
            elif res.get("ruleIndex") is not None and ids[res["ruleIndex"]] != res["ruleId"]:
                problems.append(f"{where}: ruleIndex does not point at its rule")
            if res.get("level") not in ("note", "warning", "error"):
                problems.append(f"{where}: level {res.get('level')!r}")
            if not res.get("message", {}).get("text"):
                problems.append(f"{where}: no message text")
            locations = res.get("locations") or []
            if not locations:
                problems.append(f"{where}: no location")
            for loc in locations:
                phys = loc.get("physicalLocation", {})
                uri = phys.get("artifactLocation", {}).get("uri", "")
                if not uri or "://" in uri or uri.startswith("/"):
                    problems.append(f"{where}: artifact URI {uri!r} is not relative")
                if phys.get("region", {}).get("startLine", 0) < 1:
                    problems.append(f"{where}: no region start line")
            if not res.get("partialFingerprints"):
                problems.append(f"{where}: no partialFingerprints")
    for p in problems:
        print(f"sarif: {p}")
    if problems:
        return 1
    print(f"sarif: ok, {count} results")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
