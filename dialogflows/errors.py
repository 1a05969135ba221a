"""The error hierarchy. Every error a user can cause is a ``DialogflowsError``.

The CLI prints these without a traceback; everything else is a bug.
"""

from __future__ import annotations

from dataclasses import dataclass


class DialogflowsError(Exception):
    """Root of every error a user of dialogflows can cause."""


@dataclass(frozen=True)
class SpecIssue:
    """One problem in a flow file, located precisely enough to jump to."""

    file: str
    line: int
    column: int
    code: str
    message: str
    hint: str | None = None

    def __str__(self) -> str:
        text = f"{self.file}:{self.line}:{self.column}: {self.code}: {self.message}"
        if self.hint:
            text += f" ({self.hint})"
        return text


class SpecError(DialogflowsError):
    """A flow spec is invalid. Carries every issue found, not just the first."""

    def __init__(self, issues: list[SpecIssue], warnings: list[SpecIssue] | None = None) -> None:
        self.issues = sorted(issues, key=lambda i: (i.file, i.line, i.column))
        #: the warnings found in the same pass, so one run of `validate` shows everything
        self.warnings = sorted(warnings or [], key=lambda i: (i.file, i.line, i.column))
        count = len(self.issues)
        head = f"{count} problem{'s' if count != 1 else ''} in the flow spec"
        super().__init__(head + ":\n" + "\n".join(f"  {i}" for i in self.issues))


class UnknownFlowError(DialogflowsError):
    pass


class UnknownSlotError(DialogflowsError):
    pass


class ConflictError(DialogflowsError):
    """A save was refused because the session changed since it was loaded."""

    def __init__(self, key: str, expected: int, actual: int | None) -> None:
        self.key, self.expected, self.actual = key, expected, actual
        super().__init__(
            f"session {key!r} changed concurrently: expected version {expected}, found {actual}"
        )


class StoreError(DialogflowsError):
    """The store is unreachable or refused an operation; no state was changed."""


class OutcomeUnknownError(StoreError):
    """The store failed after the write was sent: it may or may not have been saved.

    Never reported as "nothing was changed". Retry the same request with the same
    ``turn_id`` (HTTP: ``Idempotency-Key``): a turn that was saved answers with its reply,
    one that was not runs once.
    """

    def __init__(self, key: str, cause: str) -> None:
        self.key = key
        super().__init__(
            f"the outcome of saving session {key!r} is unknown ({cause}); retry with the "
            "same turn id (HTTP: the same Idempotency-Key) to get the reply without a "
            "second turn"
        )


class CorruptStateError(StoreError):
    """A saved state cannot be read; it is reported with its key and left untouched."""

    def __init__(self, key: str, reason: str, what: str = "saved state for session") -> None:
        self.key = key
        super().__init__(f"{what} {key!r} is corrupted and was left untouched: {reason}")


class ActionError(DialogflowsError):
    pass


class MissingExtraError(DialogflowsError):
    """An optional part was used without its extra installed."""

    def __init__(self, feature: str, extra: str) -> None:
        super().__init__(
            f"{feature} needs an optional dependency: pip install 'dialogflows[{extra}]'"
        )
