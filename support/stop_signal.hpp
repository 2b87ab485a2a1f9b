// Ctrl-C and kill, handled the same way in every tool: the first SIGINT,
// SIGTERM or SIGHUP asks the running search to stop (it polls
// stop_requested() with its clock, finishes like a limit, and the tool
// writes what it has, marked partial); a second one removes the temporary
// files still open (registered here by output_file.cpp) and ends the process
// by that signal. An ignored SIGHUP (nohup) stays ignored. Nothing here
// allocates inside the handler.
#pragma once

namespace puzzlebox {

// Installs the handlers once (every tool calls it first; safe to repeat).
void install_stop_signals();
// Installs them again: for a host process (Python) that puts its own
// handlers back after each call.
void reinstall_stop_signals();

// A stop request of its own after `seconds` (SIGALRM by an interval timer):
// puzzlebox-gen's --time-limit, felt by every loop that polls
// stop_requested(). stop_signal() is then SIGALRM, which the tools report as
// a limit (exit 3), not as a signal from outside.
void stop_after(double seconds);

// Whether the running search should stop: a stop signal arrived and the
// tool has not yet moved on to writing up (finish_after_stop).
bool stop_requested();
// Which stop signal arrived (0: none), whether or not it is still obeyed.
int stop_signal();
// The search phase is over (a generator has handed back its best board):
// the checks and measurements that follow run to their end. A second signal
// still ends the process at once.
void finish_after_stop();
// A stretch that runs to its end once begun: measuring and writing a board
// already made. Inside one (they nest, across threads) stop_requested() is
// false; a stop that arrives meanwhile is obeyed when the last one ends.
class UninterruptedSection {
public:
    UninterruptedSection();
    ~UninterruptedSection();
    UninterruptedSection(const UninterruptedSection&) = delete;
    UninterruptedSection& operator=(const UninterruptedSection&) = delete;
};
// As if a signal arrived (tests use it).
void request_stop(int signal_number);
void clear_stop();

// Temporary files to remove if the process is killed by a second signal
// (a directory is emptied and removed: OutputSet's staging directory).
// Returns a slot for forget_temporary(), or -1 when the table is full (the
// file is then only removed on a normal error).
int remember_temporary(const char* path);
void forget_temporary(int slot);

}  // namespace puzzlebox
