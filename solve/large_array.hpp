// A fixed-size array for per-state search tables of many megabytes: 2 MiB
// aligned and advised to use transparent huge pages, so random access over it
// misses the TLB far less often (Linux; elsewhere it is a plain array). Its
// bytes are reserved from the memory budget first (memory_budget.hpp): a
// table that does not fit is refused before anything is allocated.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <new>
#include <string>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "support/memory_budget.hpp"

namespace puzzlebox {

template <class T>
class LargeArray {
    static_assert(std::is_trivially_destructible_v<T>);

public:
    // `what` names the table in a refusal ("the distance table of 3x4 cw").
    LargeArray(std::size_t size, const T& value, const std::string& what = "a search table")
        : size_(size), reservation_(rounded_bytes(size), what) {
        const std::size_t bytes = rounded_bytes(size);
        data_ = static_cast<T*>(std::aligned_alloc(alignment(size), bytes));
        if (!data_) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (bytes >= huge_page) madvise(data_, bytes, MADV_HUGEPAGE);  // only advice: failure is harmless
#endif
        for (std::size_t i = 0; i < size; ++i) new (data_ + i) T(value);
    }
    ~LargeArray() { std::free(data_); }
    LargeArray(const LargeArray&) = delete;
    LargeArray& operator=(const LargeArray&) = delete;

    T& operator[](std::size_t i) { return data_[i]; }
    const T& operator[](std::size_t i) const { return data_[i]; }
    std::size_t size() const { return size_; }

private:
    static constexpr std::size_t huge_page = std::size_t{2} << 20;
    // Huge-page alignment only for tables of a huge page or more: a small
    // one (a 5x5 board's search) stays an ordinary cache-line-aligned block.
    static std::size_t alignment(std::size_t size) { return size * sizeof(T) >= huge_page ? huge_page : 64; }
    static std::size_t rounded_bytes(std::size_t size) {
        const std::size_t align = alignment(size), bytes = std::max<std::size_t>(size * sizeof(T), 1);
        return (bytes + align - 1) / align * align;
    }

    std::size_t size_;
    MemoryReservation reservation_;
    T* data_;
};

}  // namespace puzzlebox
