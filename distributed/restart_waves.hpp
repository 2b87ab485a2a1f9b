// Independent tries of one search (restarts 0..count-1, each from its own
// random stream) run in waves over the threads of every process: a wave is
// `per_process` tries on each process (process p its p-th block), on one
// TBB arena a process, kept for the run; afterwards every process holds
// every try of the wave (each carried as one line of text between
// processes) and merges them in try order, the same way everywhere, so a
// run gives the same answer on any number of threads and processes.
#pragma once

#include <functional>
#include <string>

namespace puzzlebox {

struct RestartWaves {
    int count = 1;        // tries
    int per_process = 1;  // threads a process gives them
    // Runs try i on this process's thread.
    std::function<void(int)> run;
    // Try i's outcome as one line (no newline), and back, for the other processes.
    std::function<std::string(int)> encode;
    std::function<void(int, const std::string&)> decode;
    // Reads the wave's tries [begin, end) in order; true stops after them.
    std::function<bool(int, int)> merge;
    // Called before each wave with its first try (progress, say).
    std::function<void(int)> before_wave;
};

// Runs the waves until a merge stops them, every try has run, or a stop
// request comes between waves. Returns the tries reached: `count` when a
// merge stopped them or all ran, less when a stop request ended them.
int run_restart_waves(const RestartWaves& waves);

}  // namespace puzzlebox
