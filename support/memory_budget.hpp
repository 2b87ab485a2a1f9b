// The process's memory budget (--max-memory): every large allocation (search
// tables, pattern databases, GF(2) forms, sparse systems) is estimated first
// and refused, before any work, when it would take the memory held past the
// budget. The default is a safe share of the machine: 3/4 of physical memory,
// or of the cgroup's limit when that is lower.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace puzzlebox {

// A refusal: what it was for, the bytes it needed, the budget, how to raise it.
class MemoryRefused : public std::runtime_error {
public:
    MemoryRefused(const std::string& what, std::uint64_t bytes, std::uint64_t held, std::uint64_t budget);
    std::uint64_t bytes;
};

std::uint64_t default_memory_budget();
std::uint64_t memory_budget();
void set_memory_budget(std::uint64_t bytes);  // 0: back to the default
// "1.5 GiB", "512 MiB".
std::string memory_text(std::uint64_t bytes);
// "8G", "512M", "1.5GiB", "100000" (bytes); 0 on anything else.
std::uint64_t parse_memory_text(const std::string& text);

// Bytes held for the reservation's life; throws MemoryRefused.
class MemoryReservation {
public:
    MemoryReservation() = default;
    MemoryReservation(std::uint64_t bytes, const std::string& what);
    ~MemoryReservation();
    MemoryReservation(MemoryReservation&& other) noexcept : bytes_(other.bytes_) { other.bytes_ = 0; }
    MemoryReservation& operator=(MemoryReservation&& other) noexcept;
    MemoryReservation(const MemoryReservation&) = delete;
    MemoryReservation& operator=(const MemoryReservation&) = delete;

private:
    std::uint64_t bytes_ = 0;
};

// Refuses (throws) without holding: for a check before a phase whose
// allocations are made later, piece by piece.
void check_memory(std::uint64_t bytes, const std::string& what);

}  // namespace puzzlebox
