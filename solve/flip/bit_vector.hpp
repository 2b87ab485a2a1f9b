// A vector over GF(2), 64 bits to a word (bit i in word i / 64, bit i % 64:
// the layout M4RI uses for a matrix row, so rows copy word for word). Flip
// solutions, kernel vectors and press patterns are BitVectors.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace puzzlebox {

class BitVector {
public:
    using Word = std::uint64_t;

    BitVector() = default;
    explicit BitVector(int size) : size_(size), words_(word_count(size), 0) {}

    static std::size_t word_count(int size) { return (static_cast<std::size_t>(size) + 63) / 64; }

    int size() const { return size_; }
    bool get(int i) const { return (words_[static_cast<std::size_t>(i) / 64] >> (i % 64)) & 1U; }
    void set(int i, bool value = true) {
        const Word bit = Word{1} << (i % 64);
        Word& word = words_[static_cast<std::size_t>(i) / 64];
        word = value ? (word | bit) : (word & ~bit);
    }
    void flip(int i) { words_[static_cast<std::size_t>(i) / 64] ^= Word{1} << (i % 64); }

    BitVector& operator^=(const BitVector& other) {
        for (std::size_t k = 0; k < words_.size(); ++k) words_[k] ^= other.words_[k];
        return *this;
    }
    friend BitVector operator^(BitVector a, const BitVector& b) { return a ^= b; }

    int count() const {
        int ones = 0;
        for (Word word : words_) ones += std::popcount(word);
        return ones;
    }
    // popcount(*this ^ other) without building it.
    int count_xor(const BitVector& other) const {
        int ones = 0;
        for (std::size_t k = 0; k < words_.size(); ++k) ones += std::popcount(words_[k] ^ other.words_[k]);
        return ones;
    }
    // The inner product over GF(2): the parity of the common ones.
    bool dot(const BitVector& other) const {
        int ones = 0;
        for (std::size_t k = 0; k < words_.size(); ++k) ones += std::popcount(words_[k] & other.words_[k]);
        return ones % 2 == 1;
    }
    bool none() const {
        for (Word word : words_)
            if (word != 0) return false;
        return true;
    }
    // The indices of the set bits, ascending.
    std::vector<int> ones() const {
        std::vector<int> indices;
        for (std::size_t k = 0; k < words_.size(); ++k)
            for (Word word = words_[k]; word != 0; word &= word - 1)
                indices.push_back(static_cast<int>(k * 64) + std::countr_zero(word));
        return indices;
    }

    Word* data() { return words_.data(); }
    const Word* data() const { return words_.data(); }
    const std::vector<Word>& words() const { return words_; }

    friend bool operator==(const BitVector&, const BitVector&) = default;

private:
    int size_ = 0;
    std::vector<Word> words_;
};

}  // namespace puzzlebox
