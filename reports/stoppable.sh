# shellcheck shell=bash
# stoppable COMMAND...: runs COMMAND (a search of hours that keeps a
# checkpoint) and returns its exit code, stoppable through the script that
# runs it: a TERM or HUP to the script is passed on (the search stops as a
# limit would and writes its checkpoint) and the script waits for its exit;
# Ctrl-C reaches the search itself (the same process group) and the script
# only waits. Run in the foreground instead, `kill` of the script would end
# bash and leave the search running. Redirect as for the command itself.
stoppable() {
    "$@" &
    local pid=$! code=0
    # shellcheck disable=SC2064 # the pid is fixed now
    trap "kill -TERM $pid 2>/dev/null || true" TERM HUP
    trap ':' INT
    wait "$pid" || code=$?
    # A signal to the script ends that wait early: wait again for the search's own exit.
    if [ "$code" -gt 128 ]; then
        code=0
        wait "$pid" || code=$?
    fi
    trap - TERM HUP INT
    return "$code"
}
