#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Drives headless Chromium (Debian's chromium and chromium-driver, through python3-selenium) for
the test suite.

    page.py URL [STEPS.json]

Loads URL, runs the steps in order and prints one JSON object: each step's result under its name.
A step is {"name": …, "script": JS} (its value is returned; a Promise is awaited) or
{"name": …, "wait": JS, "timeout": seconds} (polls until the expression is truthy, returns it) or
{"name": …, "screenshot": PATH} or {"name": …, "write": PATH, "text": …} (replaces a file, as
an editor saving it would: a new file renamed over the old). A step that fails or times out ends the run with exit status 1 and
its error printed.
"""
import json
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def browser():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-extensions",
                     "--autoplay-policy=no-user-gesture-required",
                     "--allow-file-access-from-files", "--window-size=1280,1000",
                     "--hide-scrollbars"]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def run(driver, step):
    if "script" in step:
        return driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "Promise.resolve((async () => {" + step["script"] + "})())"
            ".then(done, e => done({error: String(e)}));")
    if "wait" in step:
        deadline = time.monotonic() + step.get("timeout", 10)
        while time.monotonic() < deadline:
            value = driver.execute_script("return (" + step["wait"] + ");")
            if value:
                return value
            time.sleep(0.05)
        raise TimeoutError("timed out waiting for " + step["wait"])
    if "write" in step:
        temporary = step["write"] + ".saving"
        with open(temporary, "w") as file:
            file.write(step["text"])
        os.replace(temporary, step["write"])
        return True
    if "screenshot" in step:
        driver.save_screenshot(step["screenshot"])
        return step["screenshot"]
    raise ValueError("unknown step " + json.dumps(step))


def main():
    url = sys.argv[1]
    steps = json.load(open(sys.argv[2])) if len(sys.argv) > 2 else []
    driver = browser()
    driver.set_script_timeout(30)
    results = {}
    try:
        driver.get(url)
        for step in steps:
            try:
                results[step["name"]] = run(driver, step)
            except Exception as error:  # reported, not raised: the test prints it
                results[step["name"]] = {"error": str(error).splitlines()[0]}
                print(json.dumps(results))
                return 1
    finally:
        driver.quit()
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
