//! The browser's AI worker: a Web Worker (the `dominoes-ai` binary, built by Trunk
//! beside the game) that answers the game's requests for computer moves off the page's
//! main thread, so the table keeps animating and answering clicks while the AI thinks.
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
//! A fresh engine per request means the worker keeps nothing between moves: any number of
//! tables (or a reloaded page) can share it, and a bad request cannot spoil the next one.

use super::engine::Engine;
use serde_json::{json, Value};

/// Answers one message from the page (see the module docs). `clock` gives milliseconds
/// and lets `go` honour its time limit.
pub fn answer(message: &str, clock: Option<Box<dyn Fn() -> f64>>) -> String {
    let request: Value = match serde_json::from_str(message) {
        Ok(v) => v,
        Err(e) => return json!({ "id": null, "error": format!("not JSON: {e}") }).to_string(),
    };
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    let Some(lines) = request.get("lines").and_then(Value::as_array) else {
        return json!({ "id": id, "error": "the message has no \"lines\" list" }).to_string();
    };
    let mut engine = Engine::new(clock);
    let mut reply = Value::Null;
    for (i, line) in lines.iter().enumerate() {
        let Some(line) = line.as_str() else {
            return json!({ "id": id, "error": format!("line {} is not a string", i + 1) })
                .to_string();
        };
        reply = serde_json::from_str(&engine.handle(line)).unwrap_or(Value::Null);
        if let Some(error) = reply.get("error") {
            return json!({ "id": id, "error": format!("line {}: {error}", i + 1) }).to_string();
        }
    }
    json!({ "id": id, "reply": reply }).to_string()
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
            None => json!({ "id": null, "error": "messages are JSON strings" }).to_string(),
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
}
