"""A PEP 517 build backend in the tree, so that `pip install .` works
offline: it configures the project with CMake (Release, no tests or
benchmarks), builds the Python module, and zips python/puzzlebox/ and the
module into a wheel for this interpreter. No setuptools, nothing fetched.
PUZZLEBOX_BUILD_DIR names a configured build tree to build the module in
instead (make test's check uses build/release).
"""
import base64
import hashlib
import os
import subprocess
import sys
import sysconfig
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAME = "puzzlebox"
with open(os.path.join(ROOT, "VERSION"), encoding="utf-8") as version_file:
    VERSION = version_file.read().strip()  # the one version (VERSION at the top)


def get_requires_for_build_wheel(config_settings=None):
    return []


def _tag():
    python = f"cp{sys.version_info[0]}{sys.version_info[1]}"
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"{python}-{python}-{platform}"


def _build():
    build = os.environ.get("PUZZLEBOX_BUILD_DIR") or os.path.join(ROOT, "build", "pip")
    if not os.environ.get("PUZZLEBOX_BUILD_DIR"):
        subprocess.run(["cmake", "-S", ROOT, "-B", build, "-DCMAKE_BUILD_TYPE=Release", "-DPUZZLEBOX_BUILD_TESTS=OFF",
                        "-DPUZZLEBOX_BUILD_BENCH=OFF", f"-DPython_EXECUTABLE={sys.executable}"], check=True)
    subprocess.run(["cmake", "--build", build, "--target", "puzzlebox_python", "puzzlebox_python_files",
                    "-j", str(os.cpu_count() or 2)], check=True)
    return os.path.join(build, "python", NAME)


def _record_line(path, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    package = _build()
    wheel_name = f"{NAME}-{VERSION}-{_tag()}.whl"
    dist_info = f"{NAME}-{VERSION}.dist-info"
    files = {}
    for name in sorted(os.listdir(package)):
        if name.endswith(".py") or name.endswith(".so"):
            with open(os.path.join(package, name), "rb") as f:
                files[f"{NAME}/{name}"] = f.read()
    files[f"{dist_info}/METADATA"] = (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {VERSION}\n"
                                      "Summary: Generate, solve, grade and analyse grid puzzles\n"
                                      "Requires-Dist: numpy\n").encode()
    files[f"{dist_info}/WHEEL"] = (f"Wheel-Version: 1.0\nGenerator: puzzlebox build_backend\nRoot-Is-Purelib: false\n"
                                   f"Tag: {_tag()}\n").encode()
    record = [_record_line(path, data) for path, data in files.items()] + [f"{dist_info}/RECORD,,"]
    files[f"{dist_info}/RECORD"] = ("\n".join(record) + "\n").encode()
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files.items():
            wheel.writestr(path, data)
    return wheel_name
