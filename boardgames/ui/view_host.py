"""What a screen that shows a game's board view shares (the game screen, the replay viewer):
making the view its game.yaml names, and carrying on with the generic view when it fails."""
from __future__ import annotations

import importlib
import logging

from .generic_view import GenericView

log = logging.getLogger(__name__)


class ViewHost:
    """Mixed into a Scene that has `app`, `spec`, `ctx`, `view` and `board_rect`."""

    #: put before "view.<call>" in the error report, to tell which screen's view failed
    view_place = ""

    def _make_view(self):
        name = self.spec.manifest.get("view")
        if not name:
            return GenericView(self.ctx, self.app)
        try:
            module = importlib.import_module(f"boardgames.ui.views.{name}")
            return module.VIEW(self.ctx)
        except ImportError as exc:
            log.warning("view %s not available (%s); using the generic view", name, exc)
            return GenericView(self.ctx, self.app)
        except Exception as exc:
            self.app.report_error(exc, None, f"view {name}")
            return GenericView(self.ctx, self.app)

    def _view_call(self, what: str, *args, default=None):
        """Call the view; if it raises, report it once and continue with the generic view."""
        try:
            return getattr(self.view, what)(*args)
        except Exception as exc:
            if isinstance(self.view, GenericView):
                raise
            self.app.report_error(exc, None, f"{self.view_place}view.{what}")
            self.view = GenericView(self.ctx, self.app, self.app.t("ui.game.view_failed"))
            self.view.layout(self.board_rect)
            self._view_replaced()
            return default

    def _view_replaced(self) -> None:
        """The generic view took over: whatever shows the view's work is brought up to date."""
