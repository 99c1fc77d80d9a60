# Node.js 22 for this shell, where the machine's Node is older: `. scripts/node22.sh` (sourced,
# so that PATH changes in the calling shell). The npm registry's node@22 package carries the
# binary for Linux and macOS: it is installed once, with whatever npm there is, into
# ~/.cache/diagonal/node-22.23.3, then put first on PATH. .ci/run uses the same script.
DIAGONAL_NODE_PIN=22.23.3
DIAGONAL_NODE_PREFIX="${HOME}/.cache/diagonal/node-${DIAGONAL_NODE_PIN}"
if [ ! -x "${DIAGONAL_NODE_PREFIX}/node_modules/node/bin/node" ]; then
  echo "Installing Node.js ${DIAGONAL_NODE_PIN} from the npm registry into ${DIAGONAL_NODE_PREFIX}"
  mkdir -p "${DIAGONAL_NODE_PREFIX}"
  # From the prefix itself: inside the project, npm would apply the project's settings to the
  # package's own nested install, and it fails.
  (cd "${DIAGONAL_NODE_PREFIX}" &&
    npm install --prefix "${DIAGONAL_NODE_PREFIX}" --no-save --no-audit --no-fund "node@${DIAGONAL_NODE_PIN}")
fi
if [ -x "${DIAGONAL_NODE_PREFIX}/node_modules/node/bin/node" ]; then
  PATH="${DIAGONAL_NODE_PREFIX}/node_modules/node/bin:${PATH}"
  export PATH
  echo "node $(node -v) is first on PATH in this shell"
else
  echo "Node.js ${DIAGONAL_NODE_PIN} could not be installed; see the npm messages above" >&2
  false
fi
