// The memory budget (see memory_budget.hpp).
#include "support/memory_budget.hpp"

#include <atomic>
#include <cctype>
#include <cmath>
#include <fstream>
#include <limits>

#include <fmt/format.h>
#include <unistd.h>

namespace puzzlebox {

namespace {

std::atomic<std::uint64_t> budget{0};  // 0: not set yet (the default)
std::atomic<std::uint64_t> held{0};

std::uint64_t cgroup_limit() {
    std::ifstream in("/sys/fs/cgroup/memory.max");  // cgroup v2
    std::string text;
    if (in >> text && text != "max") {
        const std::uint64_t value = parse_memory_text(text);
        if (value != 0) return value;
    }
    std::ifstream v1("/sys/fs/cgroup/memory/memory.limit_in_bytes");
    std::uint64_t value = 0;
    if (v1 >> value && value > 0) return value;
    return std::numeric_limits<std::uint64_t>::max();
}

}  // namespace

MemoryRefused::MemoryRefused(const std::string& what, std::uint64_t bytes_, std::uint64_t held_now, std::uint64_t budget_now)
    : std::runtime_error(fmt::format("{} needs {}{}, more than the memory budget of {}: give --max-memory {} or more "
                                     "(it defaults to 3/4 of this machine's memory)",
                                     what, memory_text(bytes_),
                                     held_now > 0 ? fmt::format(" besides {} held", memory_text(held_now)) : "",
                                     memory_text(budget_now), fmt::format("{}M", (bytes_ + held_now + (1 << 20) - 1) >> 20))),
      bytes(bytes_) {}

std::uint64_t default_memory_budget() {
    const long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGESIZE);
    std::uint64_t physical =
        pages > 0 && page > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page) : std::uint64_t{4} << 30;
    physical = std::min(physical, cgroup_limit());
    return physical / 4 * 3;
}

std::uint64_t memory_budget() {
    const std::uint64_t value = budget.load();
    if (value != 0) return value;
    static const std::uint64_t machine = default_memory_budget();  // read /proc and /sys once
    return machine;
}

void set_memory_budget(std::uint64_t bytes) { budget.store(bytes); }

std::string memory_text(std::uint64_t bytes) {
    static const char* const units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double value = static_cast<double>(bytes);
    int unit = 0;
    while (value >= 1024 && unit < 6) {
        value /= 1024;
        ++unit;
    }
    if (unit == 0) return fmt::format("{} bytes", bytes);
    return value < 10 ? fmt::format("{:.1f} {}", value, units[unit]) : fmt::format("{:.0f} {}", value, units[unit]);
}

std::uint64_t parse_memory_text(const std::string& text) {
    std::size_t end = 0;
    double value = 0;
    try {
        value = std::stod(text, &end);
    } catch (const std::exception&) {
        return 0;
    }
    if (!std::isfinite(value) || value <= 0) return 0;
    std::string unit;
    for (char ch : text.substr(end))
        if (ch != ' ') unit += ch;
    for (char& ch : unit) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (unit.ends_with("IB")) unit.resize(unit.size() - 2);
    else if (unit.ends_with("B")) unit.resize(unit.size() - 1);
    double scale = 1;
    if (unit == "K") scale = 1024.0;
    else if (unit == "M") scale = 1024.0 * 1024;
    else if (unit == "G") scale = 1024.0 * 1024 * 1024;
    else if (unit == "T") scale = 1024.0 * 1024 * 1024 * 1024;
    else if (!unit.empty()) return 0;
    const double bytes = value * scale;
    if (bytes < 1 || bytes > 9.0e18) return 0;
    return static_cast<std::uint64_t>(bytes);
}

void check_memory(std::uint64_t bytes, const std::string& what) {
    const std::uint64_t now = held.load(), limit = memory_budget();
    if (bytes > limit || now > limit - bytes) throw MemoryRefused(what, bytes, now, limit);
}

MemoryReservation::MemoryReservation(std::uint64_t bytes, const std::string& what) {
    const std::uint64_t limit = memory_budget();
    std::uint64_t now = held.load();
    do {
        if (bytes > limit || now > limit - bytes) throw MemoryRefused(what, bytes, now, limit);
    } while (!held.compare_exchange_weak(now, now + bytes));
    bytes_ = bytes;
}

MemoryReservation::~MemoryReservation() { held.fetch_sub(bytes_); }

MemoryReservation& MemoryReservation::operator=(MemoryReservation&& other) noexcept {
    if (this != &other) {
        held.fetch_sub(bytes_);
        bytes_ = other.bytes_;
        other.bytes_ = 0;
    }
    return *this;
}

}  // namespace puzzlebox
