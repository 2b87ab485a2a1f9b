// A fixed-size array for per-state search tables of many megabytes: 2 MiB
// aligned and advised to use transparent huge pages, so random access over it
// misses the TLB far less often (Linux; elsewhere it is a plain array).
#pragma once

#include <cstddef>
#include <cstdlib>
#include <new>
#include <type_traits>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace puzzlebox {

template <class T>
class LargeArray {
    static_assert(std::is_trivially_destructible_v<T>);

public:
    LargeArray(std::size_t size, const T& value) : size_(size) {
        constexpr std::size_t huge_page = std::size_t{2} << 20;
        const std::size_t bytes = (size * sizeof(T) + huge_page - 1) / huge_page * huge_page;
        data_ = static_cast<T*>(std::aligned_alloc(huge_page, bytes == 0 ? huge_page : bytes));
        if (!data_) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        madvise(data_, bytes, MADV_HUGEPAGE);  // only advice: failure is harmless
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
    std::size_t size_;
    T* data_;
};

}  // namespace puzzlebox
