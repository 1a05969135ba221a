"""dialogflows: task-oriented conversations on explicit finite-state machines.

Authors declare flows in YAML; each compiles once into a ``transitions`` machine over a slot
table. The ``Dispatcher`` runs turns: understand, apply commands, run actions, save with a
version, render the LLM's context.
"""

from __future__ import annotations

from .actions import ActionContext as ActionContext
from .commands import Affirm as Affirm
from .commands import Amend as Amend
from .commands import Cancel as Cancel
from .commands import ChitChat as ChitChat
from .commands import Clarify as Clarify
from .commands import ClearSlot as ClearSlot
from .commands import Command as Command
from .commands import CorrectSlot as CorrectSlot
from .commands import Deny as Deny
from .commands import Handoff as Handoff
from .commands import ListOptions as ListOptions
from .commands import Recall as Recall
from .commands import Repeat as Repeat
from .commands import Resume as Resume
from .commands import SetBelief as SetBelief
from .commands import SetSlot as SetSlot
from .commands import StartTask as StartTask
from .dispatcher import Dispatcher as Dispatcher
from .dispatcher import Reply as Reply
from .errors import ConflictError as ConflictError
from .errors import CorruptStateError as CorruptStateError
from .errors import DialogflowsError as DialogflowsError
from .errors import OutcomeUnknownError as OutcomeUnknownError
from .errors import SpecError as SpecError
from .errors import SpecIssue as SpecIssue
from .errors import StoreError as StoreError
from .events import Event as Event
from .events import replay as replay
from .loader import load_domain as load_domain
from .memory import ExtractiveSummarizer as ExtractiveSummarizer
from .memory import LLMSummarizer as LLMSummarizer
from .memory import Summarizer as Summarizer
from .nlu.base import NluContext as NluContext
from .nlu.base import Understander as Understander
from .nlu.llm import LLMUnderstander as LLMUnderstander
from .nlu.rules import RuleUnderstander as RuleUnderstander
from .nlu.scripted import ScriptedUnderstander as ScriptedUnderstander
from .render import Renderer as Renderer
from .spec import Domain as Domain
from .spec import FlowSpec as FlowSpec
from .spec import SlotSpec as SlotSpec
from .state import Belief as Belief
from .state import DialogueState as DialogueState
from .state import Entity as Entity
from .state import PendingAction as PendingAction
from .state import Slot as Slot
from .state import Task as Task
from .stores import open_store as open_store
from .testing import Conversation as Conversation
from .testing import FixedClock as FixedClock
from .tokens import EstimateCounter as EstimateCounter
from .tokens import TokenCounter as TokenCounter

__version__ = "0.1.0"

__all__ = [
    "ActionContext",
    "Affirm",
    "Amend",
    "Belief",
    "Cancel",
    "ChitChat",
    "Clarify",
    "ClearSlot",
    "Command",
    "ConflictError",
    "Conversation",
    "CorrectSlot",
    "CorruptStateError",
    "Deny",
    "DialogflowsError",
    "DialogueState",
    "Dispatcher",
    "Domain",
    "Entity",
    "EstimateCounter",
    "Event",
    "ExtractiveSummarizer",
    "FixedClock",
    "FlowSpec",
    "Handoff",
    "LLMSummarizer",
    "LLMUnderstander",
    "ListOptions",
    "NluContext",
    "OutcomeUnknownError",
    "PendingAction",
    "Recall",
    "Renderer",
    "Repeat",
    "Reply",
    "Resume",
    "RuleUnderstander",
    "ScriptedUnderstander",
    "SetBelief",
    "SetSlot",
    "Slot",
    "SlotSpec",
    "SpecError",
    "SpecIssue",
    "StartTask",
    "StoreError",
    "Summarizer",
    "Task",
    "TokenCounter",
    "Understander",
    "__version__",
    "load_domain",
    "open_store",
    "replay",
]
