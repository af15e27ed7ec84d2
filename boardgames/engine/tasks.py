"""Pending work: one machinery that runs every game's decisions and automatic steps.

A game's state holds `tasks`, a stack of plain-data tasks (the last one is what happens
now), each a dict `{"t": kind, "p": player, ...}`. Every kind is a registered `TaskType`
class that knows, for a task of its kind,

  settle(R, ctx, state, task)          automatic progress: AGAIN (changed something, look
                                       again), DONE (finished: drop it), WAIT (a decision), or
                                       the decision's options when settling worked them out
  options(R, state, task)              the legal options of that decision
  iter_options(R, state, task)         (optional) the same one at a time, for many costly
                                       options: listed in full only when read (choice.Later)
  two_or_more(R, state, task)          (optional, with iter_options) True when a quicker test
                                       than finding two options shows there is a decision
  choose(R, ctx, state, task, option)  carry one out; True when the task is finished
  refusal(R, state, task, option)      why an option that is not offered is refused
  choice(R, state, task, options)      the Choice shown (kind, prompt, info, privacy)
  finish(R, ctx, state, task)          what follows once the task is dropped
  gestures(R, state, task, options)    the options by their roles on the board (gestures.py)
  meant(R, state, task, gesture)       the option a gesture fitting no move stands for

`TaskRules` is the rules base that drives the stack: after set-up and after every option
it settles (carries out everything that needs nobody: a task with one option is chosen at
once unless its type says otherwise; a task with none is dropped), and it hands the next
decision to the match in `ctx.next`, computed exactly once. When the stack is empty the
game's `next_work` says what comes next (the turn and round patterns of `turns.py` do most
of that). A chance task (`chance = True`) stops the settling and is offered as a chance
step (player CHANCE), which the match carries out and records as an undo barrier.

Free actions (conversions a player may make at any of their decisions) are offered after a
decision's own options: see `free_options` / `apply_free` below and `freeacts.py`.
"""
from __future__ import annotations

from functools import partial
from itertools import islice

from .choice import CHANCE, Choice, Later, Upcoming, msg
from .freeacts import FREE_FROM
from .kinds import Kinds
from .rules import Ctx, Rules

AGAIN, WAIT, DONE = "again", "wait", "done"
LIMIT = 100_000                       # automatic steps in one settle before we call it a loop


class TaskType:
    """One kind of pending work. Subclasses set `t` and override what they need."""

    t: str = ""
    #: carry out a lone option without asking (unless the player has free actions)
    auto_single: bool = True
    #: a draw or a reveal: offered as a chance step, carried out by the match
    chance: bool = False
    #: the decision shows the deciding player's hidden information (hand-off first)
    private: bool = False
    #: the deciding player's free actions are offered with this decision
    offers_free: bool = True
    #: set on registration: whether the kind has its own `settle` / `finish`
    settles: bool = True
    finishes: bool = True

    def player(self, R, state: dict, task: dict) -> int | None:
        return CHANCE if self.chance else task.get("p")

    def settle(self, R, ctx: Ctx, state: dict, task: dict) -> str:
        return WAIT

    def options(self, R, state: dict, task: dict) -> list[dict]:
        found = self.iter_options(R, state, task)
        return [] if found is None else list(found)

    def iter_options(self, R, state: dict, task: dict):
        """The options one at a time, for a kind whose options are many and costly to list
        (a kind that has it need not write `options`): the kernel then reads two to learn
        that there is a decision, and the rest only when somebody asks (`choice.Later`).
        None: not offered."""
        return None

    def two_or_more(self, R, state: dict, task: dict) -> bool | None:
        """True when the task surely has two options or more now, known more cheaply than by
        finding two (`iter_options`; a search tries each option of a decision on a copy, and
        most copies are never asked for their next decision's options, only whether there is
        one). None or False: not known, two are looked for. Never True without two."""
        return None

    def choose(self, R, ctx: Ctx, state: dict, task: dict, option: dict) -> bool:
        raise NotImplementedError(f"task {self.t!r} offers options but cannot carry them out")

    def empty(self, R, ctx: Ctx, state: dict, task: dict) -> None:
        """Nothing to decide after all: called before the task is dropped."""

    def finish(self, R, ctx: Ctx, state: dict, task: dict) -> None:
        """The task was dropped from the stack (finished)."""

    def refusal(self, R, state: dict, task: dict, option: dict) -> dict | None:
        """Why `option` is not legal now (a message), or None if this type cannot say."""
        return None

    def gestures(self, R, state: dict, task: dict, options: list[dict]) -> list:
        """The options by their roles on the board: a list of `gestures.Move` (none: the view
        offers them as buttons)."""
        return []

    def meant(self, R, state: dict, task: dict, gesture) -> dict | None:
        """The option a gesture that fits no move stands for, so that `refusal` can say why."""
        return None

    def problems(self, R, state: dict, task: dict, depth: int) -> list[str]:
        """What is wrong with this task where it stands (`depth` 0 is the bottom of the stack):
        the invariants ask every task of the stack (`TaskRules.stack_problems`)."""
        return []

    # --- how the decision is shown ---------------------------------------------------
    def kind(self, R, state: dict, task: dict) -> str:
        name = self.__dict__.get("_kind")         # made once: asked at every decision
        if name is None:
            name = self._kind = f"{R.id}.{self.t}"
        return name

    def prompt(self, R, state: dict, task: dict) -> dict:
        return msg(f"{R.id}.prompt.{self.t}")

    def info(self, R, state: dict, task: dict) -> dict:
        return {}

    def is_private(self, R, state: dict, task: dict) -> bool:
        return self.private

    def choice(self, R, state: dict, task: dict, options: list[dict] | Later) -> Choice:
        # a decision whose options wait (`Later`) works its info out with them: a search's tries
        # never read either, and a view's (Caverna: the parts that cannot be done now) can cost
        info = partial(self.info, R, state, task) if options.__class__ is Later else self.info(R, state, task)
        return Choice(self.player(R, state, task), self.kind(R, state, task), options,
                      self.prompt(R, state, task), private=self.is_private(R, state, task), info=info)


class Reveal(TaskType):
    """A draw or a reveal of hidden information: a chance step the match carries out.

    Its one option names what is revealed; what comes out is decided by the state's own order
    (a shuffled deck, a face-down pile) or its random stream. Subclasses implement `reveal`.
    """

    chance = True

    def options(self, R, state: dict, task: dict) -> list[dict]:
        return [{"reveal": self.t}]

    def choose(self, R, ctx: Ctx, state: dict, task: dict, option: dict) -> bool:
        self.reveal(R, ctx, state, task)
        return True

    def reveal(self, R, ctx: Ctx, state: dict, task: dict) -> None:
        raise NotImplementedError


class TaskTypes(Kinds):
    """The task kinds of one game, by name (`@TASKS.register class Feed(TaskType): t = "feed"`)."""

    name_attr = "t"
    family = "task kind"

    def add(self, kind: TaskType) -> TaskType:
        # the kernel skips calling hooks a kind does not have (it runs at every step)
        kind.settles = type(kind).settle is not TaskType.settle
        kind.finishes = type(kind).finish is not TaskType.finish
        kind.defers = type(kind).iter_options is not TaskType.iter_options and not kind.chance
        kind.counts = kind.defers and type(kind).two_or_more is not TaskType.two_or_more
        return super().add(kind)

    def __init__(self, *bases: "TaskTypes"):
        super().__init__()
        for base in bases:
            self.types.update(base.types)


def push(state: dict, task: dict) -> dict:
    state["tasks"].append(task)
    return task


def push_all(state: dict, tasks: list[dict]) -> None:
    """Push tasks so that they run in the listed order (the first ends on top)."""
    state["tasks"].extend(reversed(tasks))


def top(state: dict) -> dict | None:
    tasks = state["tasks"]
    return tasks[-1] if tasks else None


class TaskRules(Rules):
    """Rules whose pending work is a stack of registered tasks (see the module docstring).

    A game sets `TASKS` and implements `next_work`; it may override the free-action hooks
    and `before_settle`. Its set-up is the steps of its setup file (setup_steps.py), then the
    first automatic steps; a game that sets up otherwise ends its `setup` the same way, with
    `self.settle(ctx, state)`.
    """

    TASKS: TaskTypes = TaskTypes()

    def __init__(self, spec):
        super().__init__(spec)
        # hooks the kernel may skip (it runs at every step): does the game have free actions,
        # or checks before each automatic step?
        self._frees = type(self).is_free is not TaskRules.is_free
        self._checks = type(self).before_settle is not TaskRules.before_settle

    def setup(self, ctx: Ctx, state: dict) -> None:
        from .setup_steps import run      # here: its steps use the mechanics, which push tasks
        run(self, ctx, state)
        ctx.next = self.settle(ctx, state)

    # --- what the game supplies --------------------------------------------------------
    def next_work(self, ctx: Ctx, state: dict) -> None:
        """The stack is empty: push what comes next, or end the game (`state["over"] = True`)."""
        raise NotImplementedError

    def before_settle(self, ctx: Ctx, state: dict) -> None:
        """Checks run before every automatic step (e.g. animals that no longer fit)."""

    def free_options(self, state: dict, player: int) -> list[dict]:
        """What `player` may do at any of their decisions now (conversions...)."""
        return []

    def has_free(self, state: dict, player: int) -> bool:
        """Whether `free_options` would offer anything (override with a cheaper test)."""
        return bool(self.free_options(state, player))

    def is_free(self, option: dict) -> bool:
        """Is this option a free act rather than the decision's own? (a cheap shape test)"""
        return False

    def apply_free(self, ctx: Ctx, state: dict, player: int, option: dict) -> None:
        raise NotImplementedError

    def either_as_and_or(self, state: dict, player: int) -> bool:
        """Flow trees (flowtask.py): does this player treat every "either" as "and/or"?"""
        return False

    # --- the contract with the match ------------------------------------------------------
    def pending(self, state: dict) -> Choice | None:
        if state.get("over"):
            return None
        task = top(state)
        if task is None:
            return None
        kind = self.TASKS.types[task["t"]]
        return self._choice(kind, state, task, self._options(kind, state, task))

    def _options(self, kind: TaskType, state: dict, task: dict) -> list[dict] | Later:
        """The kind's options: a list, or (`iter_options`) a `Later` once two are found or
        the kind's `two_or_more` says there are (then none is found before they are read)."""
        if not kind.defers:
            return kind.options(self, state, task)
        if kind.counts and kind.two_or_more(self, state, task):
            return Later([], kind.iter_options(self, state, task))
        found = kind.iter_options(self, state, task)
        head = list(islice(found, 2))
        return Later(head, found) if len(head) == 2 else head

    def _choice(self, kind: TaskType, state: dict, task: dict, options: list[dict] | Later) -> Choice:
        if self._frees and kind.offers_free and not kind.chance:     # a game with free acts at all
            player = kind.player(self, state, task)
            if player is not None:
                # the player's free acts are listed after the options, from the same unchanged
                # state, when somebody reads them (`choice.Later`): a search's tries never do
                if options.__class__ is not Later:
                    options = Later(options, iter(()))
                options.free = partial(self.free_options, state, player)
        return kind.choice(self, state, task, options)

    def apply(self, ctx: Ctx, state: dict, option: dict) -> None:
        task = state["tasks"][-1]
        kind = self.TASKS.types[task["t"]]
        if self._frees and not kind.chance and self.is_free(option):
            self.apply_free(ctx, state, kind.player(self, state, task), option)
        elif kind.choose(self, ctx, state, task, option):
            self.drop(ctx, state, task, kind)
        ctx.next = self.settle(ctx, state)

    def drop(self, ctx: Ctx, state: dict, task: dict, kind: TaskType | None = None) -> None:
        """Remove a finished task (wherever it is on the stack) and run its `finish`."""
        tasks = state["tasks"]
        if tasks and tasks[-1] is task:
            tasks.pop()
        else:
            for i in range(len(tasks) - 1, -1, -1):
                if tasks[i] is task:
                    del tasks[i]
                    break
        kind = kind or self.TASKS.types[task["t"]]
        if kind.finishes:
            kind.finish(self, ctx, state, task)

    def settle(self, ctx: Ctx, state: dict) -> Choice | Upcoming | None:
        """Carry out everything that needs no decision; return the next decision (or None): a
        chance step's `Choice`, or a player's decision as an `Upcoming` that makes its choice
        when the match is asked for it.

        The loop runs at every step of every game (and every simulation of a search), so it
        reads the registry's dict directly and skips `before_settle` when the game has none.
        """
        tasks = state["tasks"]
        types = self.TASKS.types
        checks = self._checks
        for _ in range(LIMIT):
            if state.get("over"):
                return None
            if checks:
                self.before_settle(ctx, state)
            if not tasks:
                self.next_work(ctx, state)
                continue
            task = tasks[-1]
            kind = types[task["t"]]
            step = kind.settle(self, ctx, state, task) if kind.settles else WAIT
            if step == AGAIN:
                continue
            if step == DONE:
                self.drop(ctx, state, task, kind)
                continue
            options = step if step.__class__ is list else self._options(kind, state, task)
            if options.__class__ is Later:             # two or more: a decision
                return Upcoming(partial(self._choice, kind, state, task, options))
            if not options:
                kind.empty(self, ctx, state, task)
                self.drop(ctx, state, task, kind)
                continue
            if kind.chance:
                return self._choice(kind, state, task, options)
            if len(options) == 1 and kind.auto_single:
                if not (kind.offers_free and self.has_free(state, kind.player(self, state, task))):
                    if kind.choose(self, ctx, state, task, options[0]):
                        self.drop(ctx, state, task, kind)
                    continue
            return Upcoming(partial(self._choice, kind, state, task, options))
        raise RuntimeError("automatic steps did not settle")

    def stack_invariants(self, state: dict, bottom: str | None = None) -> list[str]:
        """The whole stack checked: a list; empty once the game is over and not before; task
        kind `bottom` (a turn order) at the bottom when given; then `stack_problems`."""
        tasks = state.get("tasks")
        if not isinstance(tasks, list):
            return ["no task stack"]
        if state.get("over"):
            return [f"tasks left after the game: {tasks}"] if tasks else []
        if not tasks:
            return ["nothing pending in a game that is not over"]
        if bottom is not None and (not isinstance(tasks[0], dict) or tasks[0].get("t") != bottom):
            return [f"the turn order is not at the bottom: {tasks[0]}"]
        return self.stack_problems(state)

    def stack_problems(self, state: dict) -> list[str]:
        """Invariants of the stack: every task of a known kind, each sound where it stands."""
        out = []
        for depth, task in enumerate(state.get("tasks", [])):
            kind = self.TASKS.types.get(task.get("t")) if isinstance(task, dict) else None
            if kind is None:
                out.append(f"unknown task {task!r} at depth {depth} of the stack")
                continue
            out += kind.problems(self, state, task, depth)
        return out

    # --- refusals ----------------------------------------------------------------------------
    def explain(self, state: dict, choice: Choice, option: dict) -> dict:
        """Why `option` is refused: asked of the task that is waiting, so "why not" comes from
        the same place as "what is legal"."""
        if not isinstance(option, dict):
            return msg("engine.illegal")
        task = top(state)
        if task is None:
            return msg("engine.game_over")
        kind = self.TASKS[task["t"]]
        if not kind.chance and self.is_free(option):
            why = self.free_refusal(state, choice.player, option)
        else:
            why = kind.refusal(self, state, task, option)
        return why or msg("engine.illegal")

    def free_refusal(self, state: dict, player: int, option: dict) -> dict | None:
        return None

    def free_gestures(self, state: dict, player: int, options: list[dict]) -> list:
        """The free actions among `options` that are made on the board (`gestures.Move`s);
        the rest stay buttons."""
        return []

    def free_meant(self, state: dict, player: int, gesture) -> dict | None:
        """The free action a stray gesture stands for (None: not a free action's gesture)."""
        return None

    # --- gestures ------------------------------------------------------------------------------
    def gestures(self, state: dict, choice: Choice) -> list:
        """The task's own options by their roles, then the free actions made on the board."""
        task = top(state)
        if task is None or choice is None or choice.chance:
            return []
        split = choice.info.get(FREE_FROM, len(choice.options))
        out = self.TASKS[task["t"]].gestures(self, state, task, choice.options[:split])
        if split < len(choice.options):
            out = out + self.free_gestures(state, choice.player, choice.options[split:])
        return out

    def meant(self, state: dict, choice: Choice, gesture) -> dict | None:
        """The option a gesture that fits no move stands for (None: none). A gesture is
        untrusted input (any drag on the board, or a peer's message): one whose piece or target
        has no shape a game's reading expects stands for no option, never an exception."""
        task = top(state)
        if task is None or choice is None:
            return None
        try:
            free = self.free_meant(state, choice.player, gesture) if choice.player is not None else None
            return free if free is not None else self.TASKS[task["t"]].meant(self, state, task, gesture)
        except (TypeError, IndexError, KeyError, ValueError, AttributeError):
            return None

