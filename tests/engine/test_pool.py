"""Worker pools (engine/pool.py): a parent killed outright leaves no worker playing on."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:          # a zombie (exited, not yet reaped by its new parent) counts as gone
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="kills with SIGKILL and reads /proc")
def test_workers_end_when_their_parent_is_killed(tmp_path):
    (tmp_path / "slow_work.py").write_text(textwrap.dedent(f"""
        import os, time
        from pathlib import Path

        def make(catalog):
            def work(task):
                Path({str(tmp_path)!r}, f"worker-{{os.getpid()}}").touch()
                time.sleep(120)
            return work
    """))
    parent = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            from pathlib import Path
            from boardgames.engine import pool
            import slow_work
            for _ in pool.run(["a", "b"], None, Path({str(ROOT / "data")!r}), 2, slow_work.make):
                pass
        """)],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])})
    try:
        deadline = time.monotonic() + 90
        while len(list(tmp_path.glob("worker-*"))) < 2:
            assert time.monotonic() < deadline, "the workers did not start"
            assert parent.poll() is None, "the parent ended early"
            time.sleep(0.1)
        pids = [int(p.name.split("-")[1]) for p in tmp_path.glob("worker-*")]
        parent.send_signal(signal.SIGKILL)
        parent.wait()
        deadline = time.monotonic() + 15
        while any(_alive(pid) for pid in pids):
            assert time.monotonic() < deadline, "a worker played on after its parent was killed"
            time.sleep(0.2)
    finally:
        if parent.poll() is None:
            parent.kill()
        for p in tmp_path.glob("worker-*"):
            try:
                os.kill(int(p.name.split("-")[1]), signal.SIGKILL)
            except ProcessLookupError:
                pass
