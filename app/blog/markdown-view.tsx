import { Fragment, useState, type MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { parseMarkdown, type Block, type Inline } from "./markdown";

// Renders parsed Markdown as React elements. React escapes every string, so
// the text of a post can never become markup.

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.type) {
          case "text":
            return <Fragment key={i}>{node.text}</Fragment>;
          case "strong":
            return (
              <strong key={i} className="font-semibold text-slate-900">
                <InlineNodes nodes={node.children} />
              </strong>
            );
          case "em":
            return (
              <em key={i}>
                <InlineNodes nodes={node.children} />
              </em>
            );
          case "link": {
            const className = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";
            return node.href.startsWith("/") ? (
              <Link key={i} to={node.href} className={className}>
                <InlineNodes nodes={node.children} />
              </Link>
            ) : (
              <a key={i} href={node.href} className={className} rel="nofollow noopener noreferrer">
                <InlineNodes nodes={node.children} />
              </a>
            );
          }
        }
      })}
    </>
  );
}

function BlockNode({ block }: { block: Block }) {
  switch (block.type) {
    case "h2":
      return (
        <h2 className="mt-10 text-2xl font-bold text-slate-900">
          <InlineNodes nodes={block.children} />
        </h2>
      );
    case "h3":
      return (
        <h3 className="mt-8 text-xl font-semibold text-slate-900">
          <InlineNodes nodes={block.children} />
        </h3>
      );
    case "quote":
      return (
        <blockquote className="mt-6 border-l-4 border-brand-300 bg-brand-50/50 py-2 pl-4 text-slate-700 italic">
          <InlineNodes nodes={block.children} />
        </blockquote>
      );
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List className={`mt-4 space-y-2 pl-6 ${block.type === "ul" ? "list-disc" : "list-decimal"}`}>
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineNodes nodes={item} />
            </li>
          ))}
        </List>
      );
    }
    case "p":
      return (
        <p className="mt-4">
          <InlineNodes nodes={block.children} />
        </p>
      );
  }
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className ?? "leading-relaxed text-slate-700"}>
      {parseMarkdown(source).map((block, i) => (
        <BlockNode key={i} block={block} />
      ))}
    </div>
  );
}

/**
 * A published post's text. Server-rendered like <Markdown>; when the page
 * hydrates, the browser keeps the markup the server sent instead of parsing
 * the post again and comparing hundreds of elements (on a phone that was the
 * page's one long task, issue 16). Reached by client-side navigation, it
 * renders as <Markdown> does. `version` tells this post's markup from another
 * post's still on screen while the next one renders.
 */
export function PostBody({ source, version, className }: { source: string; version: string; className?: string }) {
  const navigate = useNavigate();
  const [serverHtml] = useState(() => {
    if (typeof document === "undefined") return null;
    const sent = document.querySelector<HTMLElement>("[data-post-body]");
    return sent?.dataset.postBody === version ? sent.innerHTML : null;
  });
  // Links inside kept markup are plain <a>s: internal ones still navigate
  // within the app, as <Link> does (a modified click or a new tab is left to the browser).
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.target) return;
    event.preventDefault();
    navigate(href);
  };
  const props = { className: className ?? "leading-relaxed text-slate-700", "data-post-body": version, onClick: followInternalLink };
  if (serverHtml !== null) return <div {...props} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return (
    <div {...props}>
      {parseMarkdown(source).map((block, i) => (
        <BlockNode key={i} block={block} />
      ))}
    </div>
  );
}
