// Ctrl-C and kill, handled the same way in every tool: the first SIGINT,
// SIGTERM or SIGHUP asks the running search to stop (it polls
// stop_requested() with its clock, finishes like a limit, and the tool
// writes what it has, marked partial); a second one removes the temporary
// files still open (registered here by output_file.cpp) and ends the process
// by that signal. Nothing here allocates inside the handler.
#pragma once

namespace puzzlebox {

// Installs the handlers once (every tool calls it first; safe to repeat).
void install_stop_signals();

// Whether a stop signal has arrived, and which (0: none).
bool stop_requested();
int stop_signal();
// As if a signal arrived (tests use it).
void request_stop(int signal_number);
void clear_stop();

// Temporary files to remove if the process is killed by a second signal.
// Returns a slot for forget_temporary(), or -1 when the table is full (the
// file is then only removed on a normal error).
int remember_temporary(const char* path);
void forget_temporary(int slot);

}  // namespace puzzlebox
