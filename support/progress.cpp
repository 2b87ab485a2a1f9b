// Progress lines on standard error (see progress.hpp).
#include "support/progress.hpp"

#include <atomic>
#include <iostream>

#include <fmt/format.h>
#include <unistd.h>

namespace puzzlebox {

namespace {
std::atomic<ProgressMode> mode{ProgressMode::automatic};
std::string& tool() {
    static std::string name = "puzzlebox";
    return name;
}

std::string duration_text(double seconds) {
    if (seconds < 90) return fmt::format("{:.0f} s", seconds);
    if (seconds < 5400) return fmt::format("{:.0f} min", seconds / 60);
    return fmt::format("{:.1f} h", seconds / 3600);
}
std::string amount(double value) {
    if (value >= 1e9) return fmt::format("{:.1f}G", value / 1e9);
    if (value >= 1e6) return fmt::format("{:.1f}M", value / 1e6);
    if (value >= 1e4) return fmt::format("{:.1f}k", value / 1e3);
    return fmt::format("{:.0f}", value);
}
}  // namespace

std::string progress_figures(std::uint64_t done, std::uint64_t total, const std::string& unit, double seconds) {
    const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
    std::string text =
        total > 0 ? fmt::format("{} of {} {} ({:.1f}%)", amount(static_cast<double>(done)), amount(static_cast<double>(total)),
                                unit, 100.0 * static_cast<double>(done) / static_cast<double>(total))
                  : fmt::format("{} {}", amount(static_cast<double>(done)), unit);
    text += rate >= 10 ? fmt::format(", {}/s", amount(rate)) : fmt::format(", {:.2g}/s", rate);
    if (total > 0 && done > 0 && done < total && rate > 0)
        text += fmt::format(", about {} left", duration_text(static_cast<double>(total - done) / rate));
    return text;
}

namespace {
std::atomic<bool> silenced{false};
}  // namespace

void set_progress_mode(ProgressMode chosen) { mode = chosen; }
void silence_progress() { silenced = true; }

bool quiet() { return silenced || mode == ProgressMode::never; }

bool progress_wanted() {
    const ProgressMode now = mode;
    if (silenced) return false;
    if (now == ProgressMode::automatic) return ::isatty(STDERR_FILENO) != 0;
    return now == ProgressMode::always;
}

void set_progress_tool(const std::string& name) { tool() = name; }

void progress_line(const std::string& text) {
    if (!progress_wanted()) return;
    std::cerr << fmt::format("{}: {}\n", tool(), text) << std::flush;
}

Progress::Progress(std::string what, std::uint64_t total, std::string unit, double interval)
    : what_(std::move(what)),
      unit_(std::move(unit)),
      total_(total),
      interval_(interval),
      shown_(progress_wanted()),
      started_(std::chrono::steady_clock::now()),
      last_(started_) {}

double Progress::seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count(); }

void Progress::update(std::uint64_t done, const std::string& detail) {
    if (!shown_) return;
    const auto now = std::chrono::steady_clock::now();
    if (std::chrono::duration<double>(now - last_).count() < interval_) return;
    last_ = now;
    const double elapsed = seconds();
    std::string text =
        what_ + ": " + progress_figures(done, total_, unit_, elapsed) + fmt::format(" ({} so far)", duration_text(elapsed));
    if (!detail.empty()) text += ", " + detail;
    progress_line(text);
}

}  // namespace puzzlebox
