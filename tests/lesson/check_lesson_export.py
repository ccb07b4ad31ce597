#!/usr/bin/env python3
"""popslab-cli lesson export, checked from the outside as a reader would.

The PDF: pdftotext finds every scene's title and notes, and text from each figure (so
the figures are vectors with their text, not pictures). The web page: a real headless
Chromium (Debian's chromium and chromium-driver through python3-selenium) opens the
file, the keys step through scenes and steps, #scene-title and #step follow, nothing
is fetched from the network and the console stays clean.

Usage: check_lesson_export.py POPSLAB_CLI LESSON WORKDIR
Exit 77 (skipped) when pdftotext or Chromium is not installed.
"""
import json
import re
import os
import shutil
import subprocess
import sys


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def main():
    cli, lesson_path, work = sys.argv[1], sys.argv[2], sys.argv[3]
    os.makedirs(work, exist_ok=True)
    with open(lesson_path, encoding="utf-8") as f:
        lesson = json.load(f)
    scenes = lesson["scenes"]

    check = subprocess.run([cli, "lesson", "check", lesson_path], capture_output=True, text=True)
    if check.returncode != 0:
        fail("lesson check: %s" % check.stderr)

    pdf = os.path.join(work, "lesson.pdf")
    html = os.path.join(work, "lesson.html")
    for out in (pdf, html):
        if os.path.exists(out):
            os.remove(out)
        run = subprocess.run([cli, "lesson", "export", lesson_path, "-o", out], capture_output=True, text=True)
        if run.returncode != 0 or not os.path.exists(out):
            fail("lesson export -o %s: %s" % (out, run.stderr))

    missing = [tool for tool in ("pdftotext",) if not shutil.which(tool)]
    if missing:
        print("SKIP: %s is not installed (poppler-utils)" % ", ".join(missing))
        sys.exit(77)
    pages = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True).stdout.split("\f")
    # A page a scene, in order, each with its title, its notes and its figure's own text.
    figure_text = {"pops": "POPS(", "okn": "OK_N", "wdm": "super topology", "bus": "t = ", "otis": "OTIS"}
    page = 0
    for k, scene in enumerate(scenes):
        while page < len(pages) and scene["title"] not in pages[page]:
            page += 1
        if page == len(pages):
            fail("the PDF has no page titled %r (scene %d)" % (scene["title"], k + 1))
        text = " ".join(pages[page].split())
        for line in scene.get("notes", "").splitlines():
            if " ".join(line.split()) not in text:
                fail("page %d lacks the notes line %r" % (page + 1, line))
        family = scene["session"]["view"]["family"]
        if figure_text[family] not in text:
            fail("page %d (%s) has no text of its figure (%r): not a vector figure?"
                 % (page + 1, family, figure_text[family]))
    # Each page turned the way its figure is drawn larger: the words' boxes, mostly the
    # figure's, 10 pt high at the median (a landscape page had set the folded bus's at 9.4,
    # its labels 6 pt, walk 10).
    for number in range(1, len(scenes) + 1):
        boxes = subprocess.run(["pdftotext", "-bbox", "-f", str(number), "-l", str(number), pdf, "-"],
                               capture_output=True, text=True).stdout
        heights = sorted(float(y1) - float(y0) for y0, y1 in
                         re.findall(r'<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)"', boxes))
        if heights and heights[len(heights) // 2] < 10:
            fail("page %d: its words are %.1f pt high at the median: the figure is drawn small"
                 % (number, heights[len(heights) // 2]))
    print("PDF: %d pages, every scene's title, notes and figure text found" % (len(pages) - 1))

    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys
    except ImportError:
        print("SKIP: python3-selenium is not installed")
        sys.exit(77)
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    if not os.path.exists(driver_path):
        print("SKIP: chromium-driver is not installed")
        sys.exit(77)
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1366,768", "--user-data-dir=" + os.path.join(work, "chromium-profile")):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    browser = webdriver.Chrome(service=Service(driver_path), options=options)
    try:
        browser.get("file://" + os.path.abspath(html))
        if browser.title != lesson["title"]:
            fail("document.title is %r, not the lesson's title %r" % (browser.title, lesson["title"]))
        body = browser.find_element(By.TAG_NAME, "body")
        title = lambda: browser.find_element(By.ID, "scene-title").text
        # The position among the page's steps (kept while a named step shows its name instead).
        step = lambda: browser.execute_script("return document.getElementById('step').textContent")
        # What the header shows for the step: the family's name for it ("slot 1 of 3"), else
        # "Step k / n".
        shown_step = lambda: browser.execute_script(
            "var n = document.getElementById('step-name');"
            "return n.hidden ? document.getElementById('step-count').textContent : n.textContent")

        def steps_of(k):
            return browser.execute_script(
                "return document.querySelectorAll('section.scene')[%d].querySelectorAll('.step').length" % k)

        def visible_svgs():
            return browser.execute_script(
                "return Array.from(document.querySelectorAll('.step')).filter(e => e.offsetParent !== null)"
                ".map(e => e.querySelector('svg') ? 1 : 0).reduce((a, b) => a + b, 0)")

        counts = [steps_of(k) for k in range(len(scenes))]
        if title() != scenes[0]["title"] or step() != "1 / %d" % counts[0]:
            fail("the page opens on %r, %r, not the first scene's first step" % (title(), step()))
        # ArrowRight through every step of every scene, crossing scene boundaries.
        for k, scene in enumerate(scenes):
            for j in range(counts[k]):
                if title() != scene["title"] or step() != "%d / %d" % (j + 1, counts[k]):
                    fail("after ArrowRight: %r %r, expected %r %d / %d"
                         % (title(), step(), scene["title"], j + 1, counts[k]))
                if visible_svgs() != 1:
                    fail("scene %d step %d shows %d figures, not one" % (k + 1, j + 1, visible_svgs()))
                # A step is shown by its name where the family names it, as the window's bar does:
                # an OTIS move's start is "before the move", not "Step 1".
                named = browser.execute_script(
                    "return document.querySelectorAll('section.scene')[%d].querySelectorAll('.step')[%d]"
                    ".getAttribute('data-name')" % (k, j))
                if named and shown_step() != named:
                    fail("scene %d step %d: the header says %r, not its name %r" % (k + 1, j + 1, shown_step(), named))
                body.send_keys(Keys.ARROW_RIGHT)
        # Past the end it stays on the last step.
        if title() != scenes[-1]["title"] or step() != "%d / %d" % (counts[-1], counts[-1]):
            fail("ArrowRight past the end left %r %r" % (title(), step()))
        body.send_keys(Keys.HOME)
        if title() != scenes[0]["title"] or step() != "1 / %d" % counts[0]:
            fail("Home: %r %r" % (title(), step()))
        body.send_keys(Keys.PAGE_DOWN)
        body.send_keys(Keys.PAGE_DOWN)
        if title() != scenes[2]["title"] or step() != "1 / %d" % counts[2]:
            fail("PageDown twice: %r %r" % (title(), step()))
        body.send_keys(Keys.PAGE_UP)
        if title() != scenes[1]["title"]:
            fail("PageUp: %r" % title())
        body.send_keys(Keys.ARROW_LEFT)
        if title() != scenes[0]["title"] or step() != "%d / %d" % (counts[0], counts[0]):
            fail("ArrowLeft across a scene: %r %r" % (title(), step()))
        body.send_keys(" ")
        if title() != scenes[1]["title"] or step() != "1 / %d" % counts[1]:
            fail("Space: %r %r" % (title(), step()))
        body.send_keys(Keys.END)
        if title() != scenes[-1]["title"] or step() != "%d / %d" % (counts[-1], counts[-1]):
            fail("End: %r %r" % (title(), step()))
        notes_shown = "return Array.from(document.querySelectorAll('.notes')).some(e => e.offsetParent !== null)"
        if not browser.execute_script(notes_shown):
            fail("the notes are not shown at first")
        body.send_keys("n")
        if browser.execute_script(notes_shown):
            fail("N did not hide the notes")
        body.send_keys("n")
        if not browser.execute_script(notes_shown):
            fail("N did not show the notes again")
        # The buttons, for touch screens.
        browser.find_element(By.ID, "prev-scene").click()
        browser.find_element(By.ID, "next-step").click()
        if title() != scenes[-2]["title"] or step() != "2 / %d" % counts[-2]:
            fail("buttons: %r %r" % (title(), step()))
        # Nothing fetched from the network (the browser's own chrome:// pages, its new tab
        # before ours, are not the page's requests).
        fetched = []
        for entry in browser.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                url = message["params"]["request"]["url"]
                if url.split(":", 1)[0].lower() in ("http", "https", "ws", "wss", "ftp"):
                    fetched.append(url)
        if fetched:
            fail("the page fetched %s" % ", ".join(fetched))
        errors = [e for e in browser.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
        if errors:
            fail("the console reported %s" % "; ".join(e["message"] for e in errors))
    finally:
        browser.quit()
    print("HTML: %d scenes, %d steps stepped through in Chromium; nothing fetched, console clean"
          % (len(scenes), sum(counts)))


if __name__ == "__main__":
    main()
