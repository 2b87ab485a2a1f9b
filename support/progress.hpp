// Progress of long work on standard error (never data): "TOOL: WHAT 12/40
// (30%), 3.1/s, about 9 s left". Shown on a terminal by default, when piped
// only with --progress, never with --quiet. Lines come at most every
// `interval` seconds and only once the work has run that long, so a quick
// run prints nothing.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace puzzlebox {

enum class ProgressMode { automatic, always, never };
void set_progress_mode(ProgressMode mode);
// Whether --quiet (or silence_progress) asked for no lines but errors and warnings.
bool quiet();
// For good, whatever the mode (the processes of an MPI run but rank 0).
void silence_progress();
// The tool's name that starts each line.
void set_progress_tool(const std::string& name);
// Whether progress is shown now (automatic: standard error is a terminal).
bool progress_wanted();
// One line "TOOL: text" on standard error, when progress_wanted().
void progress_line(const std::string& text);

// "12.3M of 479.0M states (2.6%), 1.2M/s, about 6 min left" (total 0: unknown).
std::string progress_figures(std::uint64_t done, std::uint64_t total, const std::string& unit, double seconds);

class Progress {
public:
    // `total` 0: unknown (no percentage or time left); `unit` names a done thing ("restarts").
    Progress(std::string what, std::uint64_t total, std::string unit, double interval = 2.0);

    // `done` of `total` so far; `detail` is added after the figures ("best 19 moves").
    void update(std::uint64_t done, const std::string& detail = "");
    double seconds() const;

private:
    std::string what_, unit_;
    std::uint64_t total_;
    double interval_;
    bool shown_;
    std::chrono::steady_clock::time_point started_, last_;
};

}  // namespace puzzlebox
