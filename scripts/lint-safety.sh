#!/usr/bin/env bash
# The never-crash rules of the robustness contract, checked on the library and tool sources:
# no force unwrap (`!`), no `try!`, no implicitly unwrapped optionals. Uses the toolchain's
# `swift format` with the repository's .swift-format; only these rules fail the check.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(swift format lint --configuration .swift-format -r Sources 2>&1 \
  | grep -E "\[(NeverForceUnwrap|NeverUseForceTry|NeverUseImplicitlyUnwrappedOptionals)\]" || true)
if [[ -n "$out" ]]; then
  echo "$out"
  echo "lint-safety: $(echo "$out" | wc -l) violation(s)"
  exit 1
fi
echo "lint-safety: no force unwraps, force tries or implicitly unwrapped optionals in Sources/"
