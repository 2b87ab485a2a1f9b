// The one random number generator: pcg32 (O'Neill's PCG, Debian's pcg-cpp),
// seeded from --seed. Bounded draws use pcg's own unbiased rejection method,
// so a seed gives the same boards with any compiler and standard library
// (the std:: distributions are implementation-defined and are not used).
#pragma once

#include <cmath>
#include <cstdint>
#include <sstream>
#include <string>
#include <utility>

#include <pcg_random.hpp>

namespace puzzlebox {

class Random {
public:
    // `stream` selects one of pcg32's independent sequences: generators use the
    // board number, so board i of a run can be redrawn alone.
    explicit Random(std::uint64_t seed, std::uint64_t stream = 0) : engine_(seed, stream) {}

    // The generator's whole state as text (pcg's own form: multiplier,
    // increment, state), and back: a search resumed from it draws the same
    // numbers. restore() is false, and changes nothing, unless the text is
    // exactly a state() of this generator.
    std::string state() const {
        std::ostringstream out;
        out << engine_;
        return out.str();
    }
    bool restore(const std::string& text) {
        std::istringstream in(text);
        pcg32 engine;
        if (!(in >> engine) || !(in >> std::ws).eof()) return false;
        std::ostringstream again;
        again << engine;
        if (again.str() != text) return false;
        engine_ = engine;
        return true;
    }

    std::uint32_t next() { return engine_(); }
    // Uniform in [0, bound), bound > 0.
    std::uint32_t below(std::uint32_t bound) { return engine_(bound); }
    // Uniform in [low, high].
    int between(int low, int high) { return low + static_cast<int>(below(static_cast<std::uint32_t>(high - low) + 1u)); }
    bool coin() { return (engine_() >> 31) != 0; }
    // Uniform in [0, bound), bound > 0, for 64-bit ranges: two draws per
    // try, rejecting the top sliver that would bias the remainder.
    std::uint64_t below64(std::uint64_t bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        for (;;) {
            const std::uint64_t high = engine_(), low = engine_();
            const std::uint64_t draw = high << 32 | low;
            if (draw >= threshold) return draw % bound;
        }
    }

    // Fisher-Yates over [first, last), the last place first, by bounded
    // draws (std::shuffle's order is the library's, so it is not used).
    template <class It>
    void shuffle(It first, It last) {
        for (auto n = last - first; n > 1; --n) std::swap(first[n - 1], first[below(static_cast<std::uint32_t>(n))]);
    }

private:
    pcg32 engine_;
};

// Metropolis acceptance of an uphill step of x = cost / temperature: a
// 32-bit draw passes when draw < e^-x 2^32. Past x = 32 the right side is
// below 1, so only the draw 0 can pass, and exp is not called for the
// others (it was a fifth of an annealer's time, mostly in its underflow
// path); every decision is the one the plain comparison makes.
inline bool metropolis_accepts(std::uint32_t draw, double x) {
    if (x > 32 && draw != 0) return false;
    return static_cast<double>(draw) < std::exp(-x) * 4294967296.0;
}

}  // namespace puzzlebox
