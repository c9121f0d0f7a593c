import { useNavigate } from 'react-router-dom';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { LABELS } from '@clube/shared';
import { paths } from '../../core/paths';
import { canGoBackInApp } from '../hooks/history';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';

/** The member area's back bar: back to the previous page of the portal, or the landing page. */
export function MemberBackBar() {
  const navigate = useNavigate();
  return (
    <div className="member-back-bar">
      <div className="member-back-bar__inner">
        <Button
          variant="link"
          icon={<Icon icon={ArrowLeftOutlined} />}
          onClick={() => void (canGoBackInApp() ? navigate(-1) : navigate(paths.landing))}
        >
          {LABELS.back}
        </Button>
      </div>
    </div>
  );
}
