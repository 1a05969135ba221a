"""The bot's built-in phrasings, per language, overridable in YAML under ``responses:``.

The texts live in ``lexicons/phrasings/<language>.yaml`` beside the lexicons, read once at
import: words in YAML, per language, never in Python.

Flows say their own things (prompts, confirmations, done); these cover what the runtime says
around them: suspending, resuming, cancelling, refusing bad input. Fields are filled with
``fill_template``, never ``str.format``, so values a user typed cannot act as a template.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

from .binding import Breach
import yaml

from .fill import TEMPLATE_FIELD, display_value, fill_template
from .nlu.alternatives import option_texts
from .nlu.asides import AsideReader
from .nlu.farewells import FarewellReader
from .nlu.lexicon import PhraseSet, has_cjk, load_lexicon, longer_than, normalize
from .spec import Domain, FlowSpec
from .state import Clarification

DEFAULTS: dict[str, dict[str, str]] = {
    "en": {
        "ask": "What is the {slot}?",
        "invalid": "Sorry, {reason}.",
        "clarify_value": "Just to check: did you mean {value} for the {slot}?",
        "clarify_options": "Did you mean {options}?",
        "clarify_slot": "Which one should I change: {options}?",
        "clarify_again": "Sorry, I didn't get that. {question}",
        "clarify_reference": "Which {type} do you mean?",
        "confirm": "Please confirm: {summary}. Shall I go ahead?",
        "ask_change": "What would you like to change?",
        "cancelled": "OK, {flow} is cancelled.",
        "cancelled_all": "OK, I've cancelled everything: {flows}.",
        "nothing_to_cancel": "There is nothing to cancel right now.",
        "suspended": "Let's put {flow} on hold for a moment.",
        "offer_resume": "Shall we get back to {flow}?",
        "resumed": "Back to {flow}.",
        "nothing_to_resume": "There is nothing on hold to go back to.",
        "resume_declined": "OK, I'll keep {flow} on hold.",
        "too_deep": (
            "We already have {count} tasks on hold ({flows}). "
            "Please finish or cancel one of them before starting {flow}."
        ),
        "done": "Done.",
        "failed": "Sorry, {flow} didn't work out. Nothing was changed.",
        "no_action": "Sorry, {flow} isn't available right now (no action is registered).",
        "action_pending": "I'm still working on {flow}; one moment, please.",
        "action_retry_offer": (
            "Something went wrong while I was working on {flow}, and I can't tell whether it "
            "went through. Shall I try again? It won't be done twice."
        ),
        "action_unknown": (
            "Something went wrong while I was working on {flow}, and I can't tell whether it "
            "went through. Please check before trying again."
        ),
        "flow_gone": "Sorry, I can no longer help with {flow}, so I've dropped it.",
        "chitchat": "I can help you with: {flows}.",
        "anything_else": "Anything else I can help with?",
        "welcome": "You're welcome! Anything else?",
        "declined": "All right. Just let me know if you need anything.",
        "recall": "That's {value}.",
        "recall_slot": "{slot}: {value}.",
        "corrected": "OK, {slot} changed to {value}.",
        "confirm_clearly": "This cannot be undone, so please answer yes or no.",
        "same_as_other": "{value} is already the {slot}",
        "options": "You can choose {options}.",
        "limits_both": "Anything from {low} to {high}.",
        "limits_min": "Anything from {low} on.",
        "limits_max": "Anything up to {high}.",
        "recall_missing": "You haven't told me the {slot} yet.",
        "recall_none": "There's nothing from {flow} yet.",
        "recall_nothing": "There's no {entity} yet.",
        "recall_so_far": "So far: {values}.",
        "recall_earlier": "Before that: {values}.",
        "recall_unstated": "You haven't told me your {belief}.",
        "not_answered": "Sorry, I can't answer that here.",
        "not_understood": "Sorry, I didn't get that.",
        "wait": "Sure, take your time.",
        "unsure_needed": "I need the {slot} to go on. If you don't have it now, say \"cancel\" and we'll stop here.",
        "queued": "I'll help with {flow} after that.",
        "next_queued": "Now for {flow}.",
        "offer_queued": "Do you still want to go ahead with {flow}?",
        "queued_dropped": "OK, I'll skip {flow}.",
        "queued_noted": "Noted for {flow}: {values}.",
        "queued_invalid": "Sorry, the {slot} for {flow}: {reason}.",
        "options_for": "For {flow} you can choose {options}.",
        "restarted": "OK, let's start over with {flow}.",
        "already_done": "That's already done ({flow}), so I can't change it.",
        "already_done_ref": "That's already done ({flow}, {ref}), so I can't change it.",
        "amend_offer": "I can go ahead with {undo} ({ref}) and then {flow} again with {changes}. Shall I?",
        "after_dropped": "So I won't go ahead with {flow} again either.",
        "nothing_to_amend": "There's nothing done for {flow} that I could change.",
        "slot_value": "{slot} {value}",
        "handoff": "Let me connect you with a human agent.",
        "empty": "I didn't get any text. Could you say that again?",
        "too_long": "That message is too long for me (over {limit} characters). Could you shorten it?",
        "belief_noted": "Noted: {key} {value}.",
        "belief_noted_about": "Noted: {key} — {value}.",
        "recall_beliefs": "You told me: {values}.",
        "belief_dropped": "OK, I've taken that off: {key} — {value}.",
        "belief_about": "{key} — {value}",
        "belief_noted_name": "Nice to meet you, {value}.",
        "belief_noted_kind": "Noted: {key}.",
        "belief_noted_fact": "Noted: “{value}”.",
        # a value against a belief: said and asked, never taken silently
        "belief_over_limit": (
            "That's over the {limit} {belief} you set. "
            "Go ahead with {value} anyway, or change the {slot}?"
        ),
        "belief_avoided": (
            "{value} goes against what you told me ({belief}: {thing}). "
            "Go ahead with it anyway, or choose another {slot}?"
        ),
        "belief_overridden": "OK, {value} this time; your {belief} stays {limit}.",
        # a statement against an invariant that does not say it replaces it, or hedged
        "belief_conflict": "You told me earlier: {key} {old}. Should {value} replace it?",
        "belief_replaced": "Updated: {key} {value} (it was {old}).",
        "belief_kept": "OK, your {key} stays {old}.",
        "farewell": "Goodbye!",
        "farewell_pending": "Goodbye! I'll keep {flow} on hold for when you come back.",
        "invariant_kept": (
            "You told me earlier that your {key} is {old}. If that has changed, "
            "please say so explicitly, e.g. “my {key} is now {value}”."
        ),
        "unknown_flow": "Sorry, I can't help with that.",
        "nothing_to_repeat": "I haven't said anything yet.",
        "ok": "OK.",
        "and": " or ",
        "list_last": " or ",
        "list_sep": ", ",
        "flow_with": "{flow} ({values})",
    },
    "zh": {
        "ask": "请提供{slot}。",
        "invalid": "抱歉，{reason}。",
        "clarify_value": "确认一下：{slot}是{value}吗？",
        "clarify_options": "您是指{options}？",
        "clarify_slot": "要改哪一项：{options}？",
        "clarify_again": "抱歉，我没听明白。{question}",
        "clarify_reference": "您指的是哪个{type}？",
        "confirm": "请确认：{summary}。可以吗？",
        "ask_change": "您想修改哪一项？",
        "cancelled": "好的，已取消：{flow}。",
        "cancelled_all": "好的，全部取消了：{flows}。",
        "nothing_to_cancel": "目前没有可以取消的事项。",
        "suspended": "先暂停{flow}。",
        "offer_resume": "要继续刚才的{flow}吗？",
        "resumed": "我们继续{flow}。",
        "nothing_to_resume": "没有暂停中的事项。",
        "resume_declined": "好的，{flow}先保留着。",
        "too_deep": "已经有{count}个事项在暂停中（{flows}），请先完成或取消其中一个，再开始{flow}。",
        "done": "已完成。",
        "failed": "抱歉，{flow}没有成功，未做任何更改。",
        "no_action": "抱歉，{flow}暂时无法办理（没有注册对应的操作）。",
        "action_pending": "{flow}正在办理中，请稍等。",
        "action_retry_offer": "办理{flow}时出了问题，我无法确定是否已经成功。要再试一次吗？不会重复办理。",
        "action_unknown": "办理{flow}时出了问题，我无法确定是否已经成功。请先核实再重试。",
        "flow_gone": "抱歉，{flow}已无法办理，我已将其取消。",
        "chitchat": "我可以帮您：{flows}。",
        "anything_else": "还有什么可以帮您？",
        "welcome": "不客气！还有什么需要吗？",
        "declined": "好的，有需要随时告诉我。",
        "recall": "是{value}。",
        "recall_slot": "{slot}是{value}。",
        "corrected": "好的，{slot}改成{value}。",
        "confirm_clearly": "这一步无法撤销，请明确回答“是”或“不是”。",
        "same_as_other": "{value}已经是{slot}了",
        "options": "可以选：{options}。",
        "limits_both": "{low}到{high}之间都可以。",
        "limits_min": "{low}及以后都可以。",
        "limits_max": "{high}及以前都可以。",
        "recall_missing": "您还没告诉我{slot}。",
        "recall_none": "还没有{flow}的记录。",
        "recall_nothing": "还没有{entity}。",
        "recall_so_far": "目前是：{values}。",
        "recall_earlier": "之前还有：{values}。",
        "recall_unstated": "您还没告诉过我您的{belief}。",
        "not_answered": "抱歉，这个问题我回答不了。",
        "not_understood": "抱歉，我没听明白。",
        "wait": "好的，不着急。",
        "unsure_needed": "需要{slot}才能继续。现在没有的话，说“算了”就先不办了。",
        "queued": "之后再帮您{flow}。",
        "next_queued": "接下来{flow}。",
        "offer_queued": "还需要{flow}吗？",
        "queued_dropped": "好的，{flow}就不办了。",
        "queued_noted": "{flow}的{values}，记下了。",
        "queued_invalid": "抱歉，{flow}的{slot}：{reason}。",
        "options_for": "{flow}可以选：{options}。",
        "restarted": "好的，{flow}重新开始。",
        "already_done": "这已经办完了（{flow}），没法直接修改。",
        "already_done_ref": "这已经办完了（{flow}，{ref}），没法直接修改。",
        "amend_offer": "可以先{undo}（{ref}），再按{changes}重新{flow}。要这样办吗？",
        "after_dropped": "所以也不重新{flow}了。",
        "nothing_to_amend": "还没有办完的{flow}可以修改。",
        "slot_value": "{slot}{value}",
        "handoff": "正在为您转接人工客服。",
        "empty": "没有收到内容，请再说一遍。",
        "too_long": "消息太长了（超过{limit}个字符），请精简一下。",
        "belief_noted": "记下了：{key} {value}。",
        "belief_noted_about": "记下了：{key}{value}。",
        "recall_beliefs": "您说过：{values}。",
        "belief_dropped": "好的，已经去掉：{key}{value}。",
        "belief_about": "{key}{value}",
        "belief_noted_name": "您好，{value}！",
        "belief_noted_kind": "记下了：{key}。",
        "belief_noted_fact": "记下了：“{value}”。",
        "belief_over_limit": "这超过了您设的{belief}{limit}。仍然按{value}办，还是改一下{slot}？",
        "belief_avoided": "{value}和您说过的{belief}（{thing}）冲突。仍然要它，还是换一个{slot}？",
        "belief_overridden": "好的，这次按{value}办；您的{belief}仍是{limit}。",
        "belief_conflict": "您之前说{key}是{old}。要改成{value}吗？",
        "belief_replaced": "已更新：{key}{value}（原来是{old}）。",
        "belief_kept": "好的，{key}仍是{old}。",
        "farewell": "再见！",
        "farewell_pending": "再见！{flow}先给您留着，回来可以继续。",
        "invariant_kept": "您之前说过{key}是{old}。如果有变化，请明确告诉我，例如“{key}改成{value}”。",
        "unknown_flow": "抱歉，这个我帮不上忙。",
        "nothing_to_repeat": "我还没有说过话。",
        "ok": "好的。",
        "and": "还是",
        "list_last": "和",
        "list_sep": "、",
        "flow_with": "{flow}（{values}）",
    },
}
#: the languages with built-in phrasings (``lexicons/phrasings/<language>.yaml``)
LANGUAGES = ("en", "zh")


def _phrasings(language: str) -> dict[str, Any]:
    """The built-in phrasings of ``language``: ``texts`` (what the runtime says),
    ``belief_labels`` (how a belief's key reads in a message; other keys read as written,
    "_" as spaces; ``avoid:<thing>`` by its part before the colon) and ``belief_kinds``
    (how a kind of keyed belief reads asked about as a whole: "what do I avoid?")."""
    path = resources.files("dialogflows").joinpath(f"lexicons/phrasings/{language}.yaml")
    data = yaml.safe_load(path.read_text("utf-8")) or {}
    return {k: {str(a): str(b) for a, b in (data.get(k) or {}).items()} for k in _PARTS}


_PARTS = ("texts", "belief_labels", "belief_kinds")
_LOADED = {lang: _phrasings(lang) for lang in LANGUAGES}
#: the built-in texts per language, under the domain's ``responses:`` overrides
DEFAULTS: dict[str, dict[str, str]] = {lang: d["texts"] for lang, d in _LOADED.items()}
BELIEF_LABELS: dict[str, dict[str, str]] = {
    "en": {},
    "zh": {
        "budget": "预算",
        "limit": "上限",
        "allergy": "过敏原",
        "avoid": "不要",
        "prefer": "偏好",
        "name": "名字",
    },
}
#: how a kind of keyed belief reads when asked about as a whole ("what do I avoid?")
BELIEF_KINDS: dict[str, dict[str, str]] = {
    "en": {"avoid": "things to avoid", "prefer": "preferences"},
    "zh": {"avoid": "忌口", "prefer": "偏好"},
    lang: d["belief_labels"] for lang, d in _LOADED.items()
}
BELIEF_LABELS: dict[str, dict[str, str]] = {lang: d["belief_labels"] for lang, d in _LOADED.items()}
BELIEF_KINDS: dict[str, dict[str, str]] = {lang: d["belief_kinds"] for lang, d in _LOADED.items()}


class Responses:
    """Built-in texts for one domain: the language's defaults under the author's overrides."""

    def __init__(self, domain: Domain) -> None:
        self.language = domain.settings.language
        self.texts = {**DEFAULTS[domain.settings.language], **domain.responses}
        #: what the bot offers when there is nothing else to say, joined once at load
        self.flow_list = self.texts["list_sep"].join(f.description for f in domain.flows.values())
        self.offer = self.say("chitchat", flows=self.flow_list)
        self.anything_else = self.say("anything_else")
        self.labels = {
            **BELIEF_LABELS.get(domain.settings.language, {}),
            **{n: k.label_in(self.language) for n, k in domain.beliefs.items()},
        }
        #: the author's kinds stated by a phrase alone ("i'm vegan"): named, not valued
        self.plain_kinds = frozenset(n for n, k in domain.beliefs.items() if k.values)
        self.farewells = FarewellReader(tuple(domain.settings.lexicons))
        self.asides = AsideReader(tuple(domain.settings.lexicons))
        self.welcome = self.say("welcome")
        lexicons = {
            lang: load_lexicon(lang, tuple(domain.settings.lexicons)) for lang in ("en", "zh")
        }
        self.thanks = {
            lang: PhraseSet.build([str(w) for w in lex["thanks"].phrases])
            for lang, lex in lexicons.items()
        }
        self.denials = {
            lang: PhraseSet.build([str(w) for w in lex["deny"].phrases])
            for lang, lex in lexicons.items()
        }

    def say(self, name: str, **values: Any) -> str:
        return fill_template(self.texts[name], values)

    def chitchat(
        self, last_bot: list[str], text: str | None = None, asked_help: bool = False
    ) -> str:
        """What to say to talk that asks for no task: the list of flows once, then "Anything
        else?" for as long as the talk goes on. Only the previous turn is known here, so the
        previous turn's own chit-chat reply, any of them, is what says the list was
        given: after a task or anything else the bot said, the list comes once more. A
        thank-you ("thanks so much", "谢谢") is answered as one, not with the list."""
        if self.declined(text):
            return self.say("declined")
        if asked_help:  # "what can you do?" asked again is answered
            return self.offer
        if self.thanked(text):
            return self.welcome
        if self.offer in last_bot or self.anything_else in last_bot or self.welcome in last_bot:
            return self.anything_else
        return self.offer

    def declined(self, text: str | None) -> bool:
        """``text`` turns down help, with nothing running to say no to: a short message
        opening with a "no" ("no thanks", "nope, that's all", "不用了，谢谢"). It is no
        thank-you to answer with "You're welcome"."""
        if not text or "?" in text or "？" in text:
            return False
        norm = normalize(text)
        zh = has_cjk(norm)
        if longer_than(norm, 5, 8):
            return False
        return self.denials["zh" if zh else "en"].prefix(norm) is not None

    def thanked(self, text: str | None) -> bool:
        """``text`` is a thank-you that asks nothing: a short one ("ok thanks", "多谢啦"), or
        one that opens with the thanks ("Thank you so much, you're really helpful today")."""
        if not text or "?" in text or "？" in text:
            return False
        norm = normalize(text)
        zh = has_cjk(norm)
        thanks = self.thanks["zh" if zh else "en"]
        if thanks.prefix(norm) is not None:
            return True
        if longer_than(norm, 6, 12):
            return False
        return thanks.search(norm) is not None

    def kind_label(self, key: str) -> str:
        """A kind of keyed belief asked about as a whole: "忌口" (all ``avoid:…``)."""
        return BELIEF_KINDS.get(self.language, {}).get(key) or self.label(key)

    def label(self, key: str) -> str:
        """A belief's key as a message says it: "budget", "avoid" (of ``avoid:fly at
        night``), "预算"."""
        kind = key.partition(":")[0]
        return self.labels.get(kind) or kind.replace("_", " ")

    def breach(self, breach: Breach, slot: str, value: Any) -> str:
        """What a value against a belief is told: over a limit, or holding a thing avoided."""
        fields = {
            "belief": self.label(breach.belief),
            "limit": display_value(breach.limit),
            "value": display_value(value),
            "thing": breach.thing,
            "slot": slot,
        }
        name = "belief_over_limit" if breach.how == "limit" else "belief_avoided"
        return self.say(name, **fields)

    def belief_noted(self, key: str, value: Any) -> str:
        """The acknowledgement of a belief: "Noted: budget 5000 USD.", "Noted: avoid — fly
        at night." (a keyed belief holds its thing as its value: it is not said twice)."""
        shown = display_value(value)
        if key == "name":
            return self.say("belief_noted_name", value=shown)
        if key.startswith("fact:"):
            return self.say("belief_noted_fact", value=shown)
        if key in self.plain_kinds:
            return self.say("belief_noted_kind", key=self.label(key))
        if ":" in key:
            return self.say("belief_noted_about", key=self.label(key), value=shown)
        return self.say("belief_noted", key=self.label(key), value=shown)

    def farewell(self, text: str | None, pending: str | None) -> str | None:
        """Goodbye, when ``text`` says it; ``pending`` is the description of a task left
        open, which stays as it is for when the user comes back."""
        if not self.farewells.said(text):
            return None
        if pending is not None:
            return self.say("farewell_pending", flow=pending)
        return self.say("farewell")

    def clarification(self, flow: FlowSpec, c: Clarification) -> str:
        """The question a pending clarification asks, with slots named by their labels
        ("departure city or arrival city"), never by their raw names."""
        names = flow.slot_names
        if c.options and all(isinstance(o, str) and o in names for o in c.options):
            labels = [_label(flow, o) for o in c.options]
            return self.say("clarify_slot", options=self.either(labels))
        if c.question and not c.options:  # "Which day next week?": asked as it was
            return c.question
        if c.options:  # "Friday 4 December", as the understander asked it the first time
            texts = option_texts(flow.slot(c.slot), c.options, self.language)
            return self.say("clarify_options", options=self.either(texts))
        return self.say("clarify_value", value=display_value(c.value), slot=_label(flow, c.slot))

    def either(self, options: list[str]) -> str:
        """Options as one choice, the way the understander's questions list them: "A, B or
        C", "A、B还是C" (not "A or B or C")."""
        if len(options) < 2:
            return "".join(options)
        return self.texts["list_sep"].join(options[:-1]) + self.texts["and"] + options[-1]

    def listing(self, options: list[str]) -> str:
        """Options said as a statement: "A, B or C", "A、B和C" (``either`` asks: "A、B还是C")."""
        if len(options) < 2:
            return "".join(options)
        return self.texts["list_sep"].join(options[:-1]) + self.texts["list_last"] + options[-1]

    def again(self, question: str) -> str:
        """A clarifying question asked a second time, worded so it is known to be the second."""
        return self.say("clarify_again", question=question)


def complete(template: str, values: dict[str, Any]) -> str:
    """``template`` filled, or "" when a field it names has no value: "Okay, booking {id}
    stays as it is" with no id would read "booking  stays"; the caller says its generic
    text instead."""
    for m in TEMPLATE_FIELD.finditer(template):
        v = values.get(m.group(1))
        if v is None or v == "":
            return ""
    return fill_template(template, values)


def _label(flow: FlowSpec, slot: str) -> str:
    spec = flow.slot(slot)
    return (spec.label if spec is not None else slot.replace("_", " ")).lower()
