#!/usr/bin/env bash
# Writes the generated parts of the lint's docs from the rules' units
# (Sources/TypeSystem/Rules/CodeRules/): the table of rules in docs/lint/README.md and the
# examples on each rule's page. The test command fails when they are not current
# (Tests/SourceLintTests/RuleExampleTests.swift, "Rule docs"); run this after changing a rule.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product TypographyPackageTests >/dev/null
TYPOGRAPHY_WRITE_RULE_DOCS=1 swift test --skip-build --filter 'RuleDocsTests'
git status --short docs/lint
