// Exit codes shared by the three tools (DESIGN.md).
#pragma once

namespace puzzlebox {

enum ExitCode : int {
    exit_done = 0,            // solved / written
    exit_nothing_found = 1,   // proven: no solution exists, nothing found
    exit_bad_input = 2,       // bad usage or bad input (file, line, what was expected)
    exit_limit_hit = 3,       // --max-nodes / --time-limit stopped it; output is partial
    exit_internal_error = 4,  // a solver produced a solution the validator rejects
};

}  // namespace puzzlebox
