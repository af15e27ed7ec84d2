"""Results remembered by content (engine/memo.py): `recall` computes once per key, and
`replayed` keeps a listing only once it has been read to the end."""
from __future__ import annotations

from itertools import islice
from types import SimpleNamespace

from boardgames.engine.memo import Worked, content_key, recall, replayed


def test_recall_computes_once_per_key_and_starts_afresh_when_full():
    rules, made = SimpleNamespace(), []
    for n in (1, 2, 1, 1, 3):
        recall(rules, "squares", content_key([n]), lambda n=n: made.append(n) or n * n, size=2)
    assert made == [1, 2, 3]                      # 1 kept; 3 found the table full: emptied


def test_a_listing_is_kept_once_read_to_the_end_and_replayed_after():
    rules, made = SimpleNamespace(), []

    def listing():
        for k in range(4):
            made.append(k)
            yield {"k": k}

    key = content_key(["four"])
    assert len(list(islice(replayed(rules, "ks", key, listing), 2))) == 2
    assert made == [0, 1]                         # stopped early: nothing kept, nothing more made
    first = list(replayed(rules, "ks", key, listing))
    assert made == [0, 1, 0, 1, 2, 3] and [o["k"] for o in first] == [0, 1, 2, 3]
    again = list(replayed(rules, "ks", key, listing))
    assert made == [0, 1, 0, 1, 2, 3] and again == first and again[0] is first[0]


def test_a_worked_table_is_read_after_its_first_look_up_and_starts_afresh_at_its_size():
    made = []
    table = Worked(lambda a, b: made.append((a, b)) or a + b, size=2)
    assert [table[(1, 2)], table[(1, 2)], table[(2, 2)]] == [3, 3, 4]
    assert made == [(1, 2), (2, 2)] and len(table) == 2
    assert table[(3, 3)] == 6 and list(table) == [(3, 3)]      # full: emptied, then the new one
