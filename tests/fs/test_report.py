"""The issue's "done when": a model-style program analyses the CSV files in /data and writes
a summary to /out/report.md, identically under CPython (real directories) and the sandbox
(/data read-only, /out read-write)."""

from __future__ import annotations

from pathlib import Path

from sandbox import Mount, Sandbox

from .diff import cpython, make_tree, snapshot

PROGRAM = '''
import csv
import os
import statistics
from collections import defaultdict
from pathlib import Path

data_dir = Path(ROOT + "/data")
out_dir = Path(ROOT + "/out")
totals = defaultdict(float)
counts = defaultdict(int)
prices = []
files = sorted(data_dir.glob("*.csv"))
for path in files:
    with path.open(newline="") as f:
        for row in csv.DictReader(f):
            totals[row["region"]] += float(row["amount"])
            counts[row["region"]] += 1
            prices.append(float(row["amount"]))

lines = ["# Sales report", "", f"Files analysed: {len(files)}", ""]
lines.append("| region | orders | total |")
lines.append("| --- | --- | --- |")
for region in sorted(totals, key=totals.get, reverse=True):
    lines.append(f"| {region} | {counts[region]} | {totals[region]:.2f} |")
lines += ["", f"Mean order: {statistics.mean(prices):.2f}",
          f"Median order: {statistics.median(prices):.2f}"]
os.makedirs(out_dir, exist_ok=True)
report = out_dir / "report.md"
report.write_text("\\n".join(lines) + "\\n")
print(report.name, report.stat().st_size, "bytes")
print(report.read_text())
'''

TAMPER = '''
from pathlib import Path
try:
    Path("/data/tamper.csv").write_text("x")
except PermissionError as e:
    print("refused:", e)
'''

DATA = {
    "data/jan.csv": "region,amount\nnorth,10.5\nsouth,3\nnorth,7.25\n",
    "data/feb.csv": "region,amount\neast,12\nsouth,4.5\n",
    "data/mar.csv": "region,amount\nwest,1\nnorth,2\neast,8\n",
    "data/notes.txt": "not a csv\n",
    "out/": "",
}


def test_the_report_program_runs_as_in_cpython(tmp_path: Path) -> None:
    real, virtual = tmp_path / "cpython", tmp_path / "sandbox"
    make_tree(real, DATA)
    make_tree(virtual, DATA)
    expected = cpython(PROGRAM, real, str(real))
    sb = Sandbox(mounts=[Mount("/data", virtual / "data", mode="read-only"),
                         Mount("/out", virtual / "out", mode="read-write")])
    r = sb.run_sync(PROGRAM, inputs={"ROOT": ""})
    assert r.error is None, r.error
    assert r.output == expected
    assert "| north | 3 | 19.75 |" in r.output
    assert snapshot(virtual) == snapshot(real)
    refused = sb.run_sync(TAMPER)
    assert refused.output == "refused: [Errno 13] Permission denied: '/data/tamper.csv'\n"
    assert not (virtual / "data" / "tamper.csv").exists()
