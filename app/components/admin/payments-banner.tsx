import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

type PaymentsStatus = "test" | "closed" | "live" | "live-incomplete";

const TEXT: Record<Exclude<PaymentsStatus, "live">, { title: string; body: string }> = {
  test: {
    title: "Payments are in test mode.",
    body: "Any valid-looking card number (such as 4242 4242 4242 4242) buys Premium and no money is taken. Set up 2Checkout before real customers arrive.",
  },
  closed: {
    title: "Payments are not configured.",
    body: "Checkout is closed: the test processor is chosen, but test payments are off on this deployment. Set up 2Checkout, or set PAYMENTS_TEST_MODE=true to demonstrate checkout.",
  },
  "live-incomplete": {
    title: "Payments are not configured.",
    body: "Checkout is closed: 2Checkout is chosen but its merchant code or secret key is missing.",
  },
};

/** On the admin pages while checkout is not taking real payments. */
export function PaymentsBanner({ status, linkToSettings = true }: { status: PaymentsStatus; linkToSettings?: boolean }) {
  if (status === "live") return null;
  const { title, body } = TEXT[status];
  return (
    <div data-testid="payments-banner" className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{title}</strong> {body}{" "}
        {linkToSettings ? (
          <Link to="/admin/settings" className="font-medium underline underline-offset-2">
            Payment settings
          </Link>
        ) : null}
      </p>
    </div>
  );
}
