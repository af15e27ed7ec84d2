"""The pygame-ce desktop app. Only this package imports pygame."""
