# with_progress MESSAGE COMMAND...: runs COMMAND, printing "MESSAGE (N min)" to standard
# error each minute it runs, and returns its exit status.
with_progress() {
  local message="$1" ticker status=0
  shift
  (
    minutes=0
    while sleep 60; do
      minutes=$((minutes + 1))
      echo "$message ($minutes min)" >&3
    done
    # Its own standard error is quiet: bash would report the sleep it is stopped in.
  ) 3>&2 2>/dev/null &
  ticker=$!
  "$@" || status=$?
  # Its pending sleep first, so that no process holds the output open after.
  pkill -P "$ticker" sleep 2>/dev/null || true
  kill "$ticker" 2>/dev/null || true
  wait "$ticker" 2>/dev/null || true
  return "$status"
}
