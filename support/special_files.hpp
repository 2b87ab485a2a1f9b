// Opening a FIFO without waiting past the run's limit. open() on a FIFO
// blocks until its other end is opened, and nothing else of the run can
// stop it: a FIFO given as a board, a checkpoint or an output (--out,
// --sheet, --svg, --csv) with nobody at the other end held a run past its
// --time-limit. Here a FIFO is opened without blocking and its other end
// waited for in slices, until it comes, a stop signal arrives or the
// deadline passes; then the descriptor blocks as usual.
#pragma once

#include <string>

namespace puzzlebox {

// The run's deadline, `seconds` from now (0: none), for open_waiting.
void set_open_deadline(double seconds);

// open(path, flags) for a FIFO (O_RDONLY or O_WRONLY), waiting for its
// other end as above; any other file is opened as open() would. -1 with
// errno: ETIMEDOUT when the deadline passed, EINTR when a stop signal came.
int open_waiting(const std::string& path, int flags);

// "the time limit passed while waiting for the other end of FIFO" and the like, for errno.
std::string open_error_text(int error);

}  // namespace puzzlebox
