// Libraries opened on first use instead of linked: M4RI (its load-time
// constructor), librsvg (twenty libraries behind it) and the MPI plugin
// (OpenMPI's) would otherwise cost every run of every tool their start-up.
// One place for dlopen and for turning looked-up symbols into functions.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>

namespace puzzlebox {

class SharedLibrary {
public:
    // The first of `places` (a SONAME, or a path) that opens; never closed.
    // `global`: its symbols serve the libraries it opens later (OpenMPI
    // opens components of its own that look for them). `why`: dlerror's
    // reason for the first place that failed.
    static std::optional<SharedLibrary> open(std::initializer_list<std::string> places, bool global = false,
                                             std::string* why = nullptr);

    // Sets `function` to the symbol `name` (the library's own or one of the
    // libraries it loaded); false when there is none.
    template <typename Function>
    bool find(Function& function, const char* name) const {
        function = reinterpret_cast<Function>(symbol(name));
        return function != nullptr;
    }

private:
    explicit SharedLibrary(void* handle) : handle_(handle) {}
    void* symbol(const char* name) const;
    void* handle_;
};

}  // namespace puzzlebox
