"""Headless Chromium for the page tests (Debian's chromium, chromium-driver
and python3-selenium): one way to start it, one way to open a page with
no progress left in the browser's storage by an earlier visit, and one way
to click as a person does."""
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def chromium(*arguments):
    """A headless Chromium; `arguments` are added to the usual ones (a window size, a scale)."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", *arguments):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


# Progress a load found in storage: a page at a board past its first, at a
# level, or with boards read from IDs or made in it; or a board with moves
# made (a load stores every board's state, with no moves).
LEFT_OVER = """return Object.keys(window.localStorage).filter((key) => key.startsWith("puzzlebox:")).filter((key) => {
    const saved = JSON.parse(window.localStorage.getItem(key));
    if (key.startsWith("puzzlebox:page:")) return saved.current !== 0 || !!saved.level || Object.keys(saved.replaced || {}).length > 0;
    return saved.history.length || saved.future.length || saved.names.length || saved.revealed;
}).length"""


def fresh(browser, page):
    """Opens the page with no progress saved from an earlier visit; whether that worked.

    Chromium commits a clear() to its storage asynchronously, so on a loaded
    machine the next load can still read the last visit's progress: clear and
    reload until a load finds the storage empty. A clear still on its way
    can also land after that load and wipe what the test does next (the book
    page once reloaded to "0 of 9 solved", a pasted board was gone after a
    reload): so the storage counts as clear only when a marker set then
    survives a pause and a reload."""
    browser.get("file://" + page)
    for _ in range(50):
        if browser.execute_script(LEFT_OVER) == 0:
            browser.execute_script("window.localStorage.setItem('test:marker', 'set')")
            time.sleep(0.2)
            browser.get("file://" + page)
            if browser.execute_script("return window.localStorage.getItem('test:marker')") == "set" and \
                    browser.execute_script(LEFT_OVER) == 0:
                return True
            continue
        browser.execute_script("window.localStorage.clear()")
        time.sleep(0.1)
        browser.get("file://" + page)
    return False


# The point a person would click on the element: its centre, scrolled into
# view; null when another element covers it there (what WebDriver's click
# refuses as "intercepted").
CLICK_POINT = """const e = arguments[0];
e.scrollIntoView({block: "nearest", inline: "nearest"});
const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
const hit = document.elementFromPoint(x, y);
return hit && (hit === e || e.contains(hit)) ? [x, y] : null;"""


def click(element):
    """A left click at the element's centre as the mouse makes it (Chromium's
    input events, hit-tested like a person's click): WebDriver's own click
    does the same but waits on the renderer three times longer (0.18 s a
    click against 0.05 s), and the page tests make hundreds."""
    browser = element.parent
    point = browser.execute_script(CLICK_POINT, element)
    if point is None:
        raise AssertionError(f"click: {element.tag_name}.{element.get_attribute('class')} is covered or not shown")
    for kind in ("mousePressed", "mouseReleased"):
        browser.execute_cdp_cmd("Input.dispatchMouseEvent",
                                {"type": kind, "x": point[0], "y": point[1], "button": "left", "clickCount": 1})
