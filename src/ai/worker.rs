//! The browser's AI worker: a Web Worker (the game's own module, `src/bin/web.rs`, which
//! calls `serve` where there is no window) that answers the game's requests for
//! computer moves off the page's main thread, so the table keeps animating and answering
//! clicks while the AI thinks.
//!
//! The page and the worker exchange JSON strings:
//!
//! - worker to page, once, when it is ready: `{"ready": true}` (or, from its start-up
//!   script `static/ai-worker.js`, `{"failed": "..."}` when the module cannot load);
//! - page to worker: `{"id": 7, "lines": [...]}`, the [engine protocol](super::engine)
//!   requests of [`requests_for`](super::engine::requests_for) that tell a fresh engine
//!   one seat's view of the position and end with `go`;
//! - worker to page: `{"id": 7, "reply": {...}}`, the engine's reply to the last line
//!   (`{"move": "6-2 left", ...}`), or `{"id": 7, "error": "..."}` when any line is
//!   refused or the message is malformed.
//!
//! - page to worker, for the hand review: `{"id": 8, "review": [[...], [...]]}`, one list
//!   of such requests per position to review (the coach's `game`, the seat's view,
//!   and a final `go`, which is not run); worker to page: `{"id": 8, "review": "..."}`,
//!   every legal move of each position scored by [`score_moves`](super::review) (see
//!   [`review_text`] for the text), or `{"id": 8, "error": "..."}`.
//!
//! A fresh engine per request means the worker keeps nothing between moves: any number of
//! tables (or a reloaded page) can share it, and a bad request cannot spoil the next one.

use super::engine::Engine;
use crate::json::{self, Fields, Map, Value};

/// The page's request for a move: `{"id": 7, "lines": [...]}`.
pub fn request(id: u64, lines: Vec<String>) -> String {
    Value::Object(Map::new().with("id", id).with("lines", lines)).to_json()
}

/// The page's request for a hand review: one list of engine requests per position, each
/// ending with `go` (see the module docs).
pub fn review_request(id: u64, positions: Vec<Vec<String>>) -> String {
    let list: Vec<Value> = positions.into_iter().map(Value::from).collect();
    Value::Object(Map::new().with("id", id).with("review", Value::Array(list))).to_json()
}

/// The review's answer as text, compact for the page to read: the positions in order,
/// separated by `|`; each the legal moves, the coach's (the expert's) choice first,
/// separated by `;`; each move `notation,win,points`, with the chance of winning the hand in
/// thousandths and the points (minus the other sides' mean) in tenths, both whole
/// numbers ("6-2 left,615,81;3-3 right,540,-23|pass,120,-90").
pub fn review_text(positions: &[Vec<(String, super::review::MoveValue)>]) -> String {
    let whole = |x: f64| (x.round() as i64).to_string();
    positions
        .iter()
        .map(|moves| {
            moves
                .iter()
                .map(|(text, v)| {
                    format!(
                        "{text},{},{}",
                        whole(v.win * 1000.0),
                        whole(v.points * 10.0)
                    )
                })
                .collect::<Vec<_>>()
                .join(";")
        })
        .collect::<Vec<_>>()
        .join("|")
}

/// Reviews the positions of a `review` message (see the module docs): each one's engine
/// requests but the last (`go`) set up a fresh engine, whose seat's view and random
/// stream score every legal move with the expert's standard budget.
fn review(id: Value, positions: &[Value]) -> String {
    let mut out = Vec::new();
    for (p, lines) in positions.iter().enumerate() {
        let Some(lines) = lines.as_array() else {
            return refusal(id, format!("position {} is not a list", p + 1));
        };
        let mut engine = Engine::new(None);
        for (i, line) in lines.iter().take(lines.len().saturating_sub(1)).enumerate() {
            let reply = line.as_str().map(|l| engine.handle(l));
            let bad = reply
                .as_deref()
                .and_then(|r| json::parse(r).ok())
                .and_then(|r| r.get("error").map(Value::to_json));
            if reply.is_none() || bad.is_some() {
                return refusal(
                    id,
                    format!(
                        "position {} line {}: {}",
                        p + 1,
                        i + 1,
                        bad.unwrap_or_else(|| "not a string".into())
                    ),
                );
            }
        }
        let (view, rng) = match engine.view_and_rng() {
            Ok(v) => v,
            Err(e) => return refusal(id, format!("position {}: {e}", p + 1)),
        };
        let moves = super::review::score_moves(&view, rng, &super::hard::Budget::STANDARD);
        let layout = view.variant.mechanics();
        out.push(
            moves
                .into_iter()
                .map(|v| (v.mv.notation(layout.layout, layout.players, layout.join), v))
                .collect(),
        );
    }
    Value::Object(Map::new().with("id", id).with("review", review_text(&out))).to_json()
}

/// A message from the worker as the page reads it (see the module docs): every field is
/// optional, and of the engine's reply only the move matters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WorkerMessage {
    /// The worker is ready for requests.
    pub ready: bool,
    /// Why the worker's module could not load.
    pub failed: Option<String>,
    /// The request answered.
    pub id: Option<u64>,
    /// The move of the engine's reply, in record notation.
    pub mv: Option<String>,
    /// Why the request was refused.
    pub error: Option<String>,
    /// The hand review's answer (see [`review_text`]).
    pub review: Option<String>,
}

impl WorkerMessage {
    /// Reads a message. Unknown fields are skipped; a message that is not JSON, or has a
    /// field of the wrong type, reads as the empty message, which the page ignores.
    pub fn read(text: &str) -> WorkerMessage {
        WorkerMessage::typed(text).unwrap_or_default()
    }

    fn typed(text: &str) -> Option<WorkerMessage> {
        let value = json::parse(text).ok()?;
        let f = Fields::read(
            &value,
            &["ready", "failed", "id", "reply", "error", "review"],
            false,
        )
        .ok()?;
        let text = |key: &str| match f.get(key) {
            None => Some(None),
            Some(v) => v.as_str().map(|s| Some(s.to_string())),
        };
        let mv = match f.get("reply") {
            None => None,
            Some(reply) => match Fields::read(reply, &["move"], false).ok()?.get("move") {
                None => None,
                Some(mv) => Some(mv.as_str()?.to_string()),
            },
        };
        Some(WorkerMessage {
            ready: match f.value("ready") {
                Ok(v) => v.as_bool()?,
                Err(_) => false,
            },
            failed: text("failed")?,
            id: match f.get("id") {
                None => None,
                Some(v) => Some(v.as_u64()?),
            },
            mv,
            error: text("error")?,
            review: text("review")?,
        })
    }
}

/// Answers one message from the page (see the module docs). `clock` gives milliseconds
/// and lets `go` honour its time limit.
pub fn answer(message: &str, clock: Option<Box<dyn Fn() -> f64>>) -> String {
    let request = match json::parse(message) {
        Ok(v) => v,
        Err(e) => return refusal(Value::Null, format!("not JSON: {e}")),
    };
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    if let Some(positions) = request.get("review").and_then(Value::as_array) {
        return review(id, positions);
    }
    let Some(lines) = request.get("lines").and_then(Value::as_array) else {
        return refusal(id, "the message has no \"lines\" list".to_string());
    };
    let mut engine = Engine::new(clock);
    let mut reply = Value::Null;
    for (i, line) in lines.iter().enumerate() {
        let Some(line) = line.as_str() else {
            return refusal(id, format!("line {} is not a string", i + 1));
        };
        reply = json::parse(&engine.handle(line)).unwrap_or(Value::Null);
        if let Some(error) = reply.get("error") {
            return refusal(id, format!("line {}: {}", i + 1, error.to_json()));
        }
    }
    Value::Object(Map::new().with("id", id).with("reply", reply)).to_json()
}

/// `{"error": why, "id": id}`: the message with this id was refused.
fn refusal(id: Value, why: String) -> String {
    Value::Object(Map::new().with("error", why).with("id", id)).to_json()
}

/// Runs the worker: answers every message the page posts, after telling it the worker is
/// ready (messages posted before then would be lost while the module loads).
#[cfg(target_arch = "wasm32")]
pub fn serve() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let reply = match event.data().as_string() {
            Some(text) => answer(&text, Some(Box::new(js_sys::Date::now))),
            None => refusal(Value::Null, "messages are JSON strings".to_string()),
        };
        let _ = reply_to.post_message(&JsValue::from_str(&reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(r#"{"ready":true}"#));
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn reply(message: &str) -> Value {
        serde_json::from_str(&answer(message, None)).expect("JSON reply")
    }

    #[test]
    fn a_whole_request_gets_the_engines_move() {
        let lines = [
            r#"{"cmd": "game", "family": "jamaican", "level": "hard", "seed": 3}"#,
            r#"{"cmd": "hand", "seat": "south", "tiles": ["3-3","1-4","3-4","4-4","2-5","2-6","4-6"]}"#,
            r#"{"cmd": "move", "seat": "west", "move": "pose 6-6"}"#,
            r#"{"cmd": "go"}"#,
        ];
        let r = reply(&json!({ "id": 4, "lines": lines }).to_string());
        assert_eq!(r["id"], 4);
        let mut engine = Engine::new(None);
        let direct: Vec<String> = lines.iter().map(|l| engine.handle(l)).collect();
        let last: Value = serde_json::from_str(&direct[3]).unwrap();
        assert_eq!(r["reply"], last);
        let mv = r["reply"]["move"].as_str().unwrap_or_default();
        assert!(mv.starts_with("4-6 ") || mv.starts_with("2-6 "), "{r}");
    }

    #[test]
    fn malformed_messages_get_errors_naming_the_problem() {
        let cases = [
            ("not json", "not JSON"),
            (r#"{"id": 1}"#, "no \"lines\""),
            (r#"{"id": 1, "lines": [3]}"#, "line 1 is not a string"),
            (
                r#"{"id": 1, "lines": ["{\"cmd\": \"go\"}"]}"#,
                "line 1: \"no game yet",
            ),
            (
                r#"{"id": 1, "lines": ["{\"cmd\": \"game\", \"family\": \"chess\"}"]}"#,
                "line 1:",
            ),
        ];
        for (message, expected) in cases {
            let r = reply(message);
            let error = r["error"]
                .as_str()
                .unwrap_or_else(|| panic!("{message}: {r}"));
            assert!(error.contains(expected), "{message}: {error}");
        }
    }

    #[test]
    fn the_page_reads_the_workers_messages() {
        let lines = vec![
            r#"{"cmd":"game","family":"jamaican","level":"hard","seed":3}"#.to_string(),
            r#"{"cmd":"hand","seat":"south","tiles":["3-3","1-4","3-4","4-4","2-5","2-6","4-6"]}"#
                .to_string(),
            r#"{"cmd":"move","seat":"west","move":"pose 6-6"}"#.to_string(),
            r#"{"cmd":"go"}"#.to_string(),
        ];
        let asked = request(12, lines.clone());
        assert_eq!(
            asked,
            serde_json::to_string(&json!({ "id": 12, "lines": lines })).unwrap()
        );
        let got = WorkerMessage::read(&answer(&asked, None));
        assert_eq!(got.id, Some(12));
        let mv = got.mv.clone().unwrap_or_default();
        assert!(mv.starts_with("4-6 ") || mv.starts_with("2-6 "), "{got:?}");
        assert_eq!((got.ready, got.failed, got.error), (false, None, None));
        let refused = WorkerMessage::read(&answer(r#"{"id": 5, "lines": [3]}"#, None));
        assert_eq!(refused.id, Some(5));
        assert_eq!(refused.mv, None);
        assert!(refused.error.is_some_and(|e| e.contains("not a string")));
        assert!(WorkerMessage::read(r#"{"ready":true}"#).ready);
        // From static/ai-worker.js when the module cannot load.
        assert_eq!(
            WorkerMessage::read(r#"{"failed":"no wasm \"here\""}"#)
                .failed
                .as_deref(),
            Some("no wasm \"here\"")
        );
        let with_extras = r#"{"id":3,"reply":{"move":"pass","signal":null,"ms":1.25},"spare":[1]}"#;
        let read = WorkerMessage::read(with_extras);
        assert_eq!((read.id, read.mv.as_deref()), (Some(3), Some("pass")));
        assert_eq!(WorkerMessage::read(r#"{"id":3,"reply":null}"#).mv, None);
        // Not JSON, or a field of the wrong type: the empty message, ignored by the page.
        for bad in [
            "",
            "not json",
            "[1]",
            r#"{"ready":"yes"}"#,
            r#"{"id":"3","reply":{"move":"pass"}}"#,
            r#"{"id":3,"reply":{"move":7}}"#,
            r#"{"id":3,"reply":"pass"}"#,
            r#"{"id":3,"id":4}"#,
            r#"{"id":-3,"error":"x"}"#,
        ] {
            assert_eq!(WorkerMessage::read(bad), WorkerMessage::default(), "{bad}");
        }
    }
}
